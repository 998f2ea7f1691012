import {
  type AffectedAppointment,
  type AffectedDecision,
  type Availability,
  type AvailabilityException,
  availabilityDateSchema,
  availabilityMessages,
  DEFAULT_HOURS,
  type Hours,
  type HoursChange,
  hoursSchema,
  putExceptionSchema,
} from '@ssc/contracts/availability';
import { toLatinDigits } from '@ssc/contracts/constants';
import { Button } from '@ssc/ui';
import { FormRow, TextField } from '@ssc/ui/forms';
import { ButtonRow } from '@ssc/ui/layout';
import { ErrorState } from '@ssc/ui/states';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel, PanelTitle } from '../components/layout';
import { formatDay, formatSlot } from '../format';
import { AffectedStep } from './AffectedStep';
import {
  changedAffected,
  useApplyChange,
  useAvailability,
  usePreviewChange,
} from './availability-api';
import { errorsByPath, fromDraft, HoursFields, toDraft } from './HoursFields';
import { HolidayProposals } from './holidays/HolidayProposals';
import { afterChange } from './local-change';
import { PeriodsPanel } from './PeriodsPanel';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  &[hidden] {
    display: none;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Times typed as the admin likes: "09:00، 10:00" or with spaces, Arabic-Indic digits too. */
function parseTimes(text: string): string[] {
  return toLatinDigits(text)
    .split(/[\s,،]+/)
    .filter(Boolean)
    .sort();
}

const timesRead = (times: readonly string[]) => times.map(formatSlot).join('، ');

/** The first message of a zod result per top-level path part after `prefix`. */
function errorsBy(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  at: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[at] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

function WeekForm({
  hours,
  busy,
  onSave,
}: {
  hours: Hours;
  busy: boolean;
  onSave: (hours: Hours) => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(hours));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = hoursSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setErrors(errorsByPath(parsed.error.issues));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  return (
    <Panel aria-labelledby="availability-week-title">
      <PanelTitle id="availability-week-title">ساعات عمل الأسبوع</PanelTitle>
      <Muted>
        لكل يوم نطاق ساعات أو أكثر (مثل 09:00–13:00 و16:00–18:00)؛ يوم بلا نطاق عطلة. تُشتق أوقات
        المواعيد من الساعات ومدة الموعد.
      </Muted>
      <Form noValidate onSubmit={submit}>
        <HoursFields idPrefix="week" draft={draft} errors={errors} onChange={setDraft} />
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            حفظ ساعات الأسبوع
          </Button>
        </ButtonRow>
      </Form>
    </Panel>
  );
}

function ExceptionForm({
  busy,
  onSave,
}: {
  busy: boolean;
  onSave: (date: string, input: { closed: boolean; slots?: string[]; note?: string }) => void;
}) {
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [slots, setSlots] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = availabilityDateSchema.safeParse(toLatinDigits(date));
    const input = putExceptionSchema.safeParse({
      closed,
      ...(closed ? {} : { slots: parseTimes(slots) }),
      note,
    });
    const found = input.success ? {} : errorsBy(input.error.issues, 0);
    if (!day.success) found.date = availabilityMessages.dateInvalid;
    setErrors(found);
    if (!day.success || !input.success) return;
    onSave(day.data, input.data);
  };
  return (
    <Panel aria-labelledby="availability-exception-title">
      <PanelTitle id="availability-exception-title">يوم مختلف عن الأسبوع</PanelTitle>
      <Muted>
        أغلق يوماً (عطلة، غياب) أو حدد له أوقاتاً أخرى. لإغلاق وقت واحد: «إغلاق هذا الوقت» في التقويم.
        العطل الرسمية ثابتة التاريخ مُدخلة مسبقاً، والأعياد الدينية في «العطل الدينية المقترحة».
      </Muted>
      <Form noValidate onSubmit={submit}>
        <FormRow>
          <TextField
            id="exception-date"
            label="التاريخ"
            required
            error={errors.date}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            id="exception-note"
            label="ملاحظة"
            error={errors.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormRow>
        <Check>
          <input type="checkbox" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
          مغلق طوال اليوم
        </Check>
        {closed ? null : (
          <TextField
            id="exception-slots"
            label="أوقات هذا اليوم"
            required
            error={errors.slots}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            value={slots}
            onChange={(e) => setSlots(e.target.value)}
          />
        )}
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            حفظ اليوم
          </Button>
        </ButtonRow>
      </Form>
    </Panel>
  );
}

function ExceptionList({
  exceptions,
  busy,
  onDelete,
}: {
  exceptions: AvailabilityException[];
  busy: boolean;
  onDelete: (date: string) => void;
}) {
  return (
    <Panel aria-labelledby="availability-exceptions-title">
      <PanelTitle id="availability-exceptions-title">الأيام المختلفة</PanelTitle>
      {exceptions.length === 0 ? (
        <Muted>لا توجد أيام مختلفة عن الأسبوع.</Muted>
      ) : (
        <List>
          {exceptions.map((e) => (
            <Row key={e.date}>
              <span>
                <strong>{formatDay(e.date)}</strong>
                {' — '}
                {e.closed ? 'مغلق' : timesRead(e.slots ?? [])}
                {e.note ? ` (${e.note})` : null}
              </span>
              <Button
                $variant="secondary"
                disabled={busy}
                onClick={() => onDelete(e.date)}
                aria-label={`حذف ${formatDay(e.date)}`}
              >
                حذف
              </Button>
            </Row>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** A change waiting for the admin's decisions on the appointments it strands. */
interface Pending {
  change: HoursChange;
  affected: AffectedAppointment[];
  error?: string;
}

/**
 * The admin's hours (issues 19 and 34.2): the week's ranges, periods, days that differ. Every
 * change is first previewed; when it would leave booked clients outside the hours, the
 * affected-clients step takes its place until the admin decides (or goes back), and only then is
 * anything saved.
 */
export function AvailabilityTab() {
  const availability = useAvailability();
  const preview = usePreviewChange();
  const apply = useApplyChange();
  const [pending, setPending] = useState<Pending>();
  const busy = preview.isPending || apply.isPending;

  /** Saves with the decisions; a 409 brings the list as it is now back to the step. */
  const save = (change: HoursChange, decisions: AffectedDecision[]): Promise<boolean> =>
    apply.mutateAsync({ change, decisions }).then(
      () => {
        setPending(undefined);
        return true;
      },
      (error: unknown) => {
        const now = changedAffected(error);
        const message = error instanceof Error ? error.message : undefined;
        if (now) setPending({ change, affected: now, ...(message ? { error: message } : {}) });
        else if (pending) setPending({ ...pending, ...(message ? { error: message } : {}) });
        return false;
      },
    );

  /** Previews a change: saved at once when nobody is affected, else the step opens. */
  const start = async (change: HoursChange): Promise<boolean> => {
    const affected = await preview.mutateAsync(change).catch(() => undefined);
    if (!affected) return false;
    if (affected.length === 0) return save(change, []);
    setPending({ change, affected });
    return false;
  };

  if (availability.isPending) return <Muted>جارٍ تحميل أوقات العمل…</Muted>;
  if (!availability.data) {
    return <ErrorState title="تعذر تحميل أوقات العمل" onRetry={() => availability.refetch()} />;
  }
  const current: Availability = availability.data;
  const hours = current.hours ?? DEFAULT_HOURS;
  return (
    <Stack>
      {pending ? (
        <AffectedStep
          key={pending.affected.map((a) => a.id).join()}
          affected={pending.affected}
          next={afterChange(current, pending.change)}
          busy={busy}
          error={pending.error}
          onConfirm={(decisions) => void save(pending.change, decisions)}
          onBack={() => setPending(undefined)}
        />
      ) : null}
      {/* Hidden, not gone, while the step is open: «تراجع» gives the admin the draft back. */}
      <Stack hidden={pending !== undefined}>
        <WeekForm
          key={JSON.stringify(hours)}
          hours={hours}
          busy={busy}
          onSave={(next) => void start({ kind: 'week', hours: next })}
        />
        <PeriodsPanel
          periods={current.periods ?? []}
          week={hours}
          busy={busy}
          onSave={(period, id) => start({ kind: 'period', ...(id ? { id } : {}), period })}
          onDelete={(period) => void start({ kind: 'deletePeriod', id: period.id })}
        />
        <HolidayProposals
          exceptions={current.exceptions}
          busy={busy}
          onCloseDay={(date, note) =>
            start({ kind: 'exception', date, exception: { closed: true, note } })
          }
        />
        <ExceptionForm
          busy={busy}
          onSave={(date, exception) => void start({ kind: 'exception', date, exception })}
        />
        <ExceptionList
          exceptions={current.exceptions}
          busy={busy}
          onDelete={(date) => void start({ kind: 'deleteException', date })}
        />
      </Stack>
    </Stack>
  );
}
