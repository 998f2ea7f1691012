import {
  type AffectedAppointment,
  type AvailabilityException,
  availabilityDateSchema,
  availabilityMessages,
  putExceptionSchema,
  putWeekSchema,
  WEEKDAYS,
  type Week,
  type WeekdayKey,
} from '@ssc/contracts/availability';
import { toLatinDigits } from '@ssc/contracts/constants';
import { Button } from '@ssc/ui';
import { FormRow, TextField } from '@ssc/ui/forms';
import { ButtonRow } from '@ssc/ui/layout';
import { ErrorState } from '@ssc/ui/states';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel, PanelTitle } from '../components/layout';
import { formatDateTime, formatDay, formatSlot } from '../format';
import { useAvailability, useChangeAvailability } from './availability-api';
import { HolidayProposals } from './holidays/HolidayProposals';

const DAY_NAMES: Record<WeekdayKey, string> = {
  '0': 'الأحد',
  '1': 'الاثنين',
  '2': 'الثلاثاء',
  '3': 'الأربعاء',
  '4': 'الخميس',
  '5': 'الجمعة',
  '6': 'السبت',
};

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

const timesText = (times: readonly string[]) => times.join('، ');
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
  week,
  busy,
  onSave,
}: {
  week: Week;
  busy: boolean;
  onSave: (week: Week) => void;
}) {
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(WEEKDAYS.map((k) => [k, timesText(week[k])])) as Record<
        WeekdayKey,
        string
      >,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = putWeekSchema.safeParse({
      week: Object.fromEntries(WEEKDAYS.map((k) => [k, parseTimes(texts[k])])),
    });
    if (!parsed.success) {
      setErrors(errorsBy(parsed.error.issues, 1));
      return;
    }
    setErrors({});
    onSave(parsed.data.week);
  };
  return (
    <Panel aria-labelledby="availability-week-title">
      <PanelTitle id="availability-week-title">أوقات الأسبوع</PanelTitle>
      <Muted>
        اكتب بداية كل موعد بصيغة 24 ساعة مفصولة بفواصل (مثل 09:00، 10:00)؛ اترك اليوم فارغاً إن كان
        عطلة.
      </Muted>
      <Form noValidate onSubmit={submit}>
        {WEEKDAYS.map((key) => (
          <TextField
            key={key}
            id={`week-${key}`}
            label={DAY_NAMES[key]}
            error={errors[key]}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            value={texts[key]}
            onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
          />
        ))}
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            حفظ أوقات الأسبوع
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

/** What a change left outside the hours: kept, for the office to reschedule or cancel. */
function AffectedList({ affected }: { affected: AffectedAppointment[] }) {
  return (
    <Panel aria-labelledby="availability-affected-title" role="status">
      <PanelTitle id="availability-affected-title">مواعيد خارج أوقات العمل الجديدة</PanelTitle>
      <Muted>لم يُلغَ أي منها: أعد جدولتها أو ألغها من تبويب المواعيد.</Muted>
      <List>
        {affected.map((a) => (
          <Row key={a.id}>
            <span>
              <bdi>{a.reference}</bdi> — <bdi>{a.contactName}</bdi> — {formatDateTime(a.date)}
            </span>
          </Row>
        ))}
      </List>
    </Panel>
  );
}

/** The admin's availability (issue 19): the week, days that differ, and what a change strands. */
export function AvailabilityTab() {
  const availability = useAvailability();
  const change = useChangeAvailability();
  const [affected, setAffected] = useState<AffectedAppointment[]>([]);
  const apply = (request: Parameters<typeof change.mutateAsync>[0]) =>
    change.mutateAsync(request).then(
      (answer) => setAffected(answer.affected),
      () => undefined,
    );
  if (availability.isPending) return <Muted>جارٍ تحميل أوقات العمل…</Muted>;
  if (!availability.data) {
    return <ErrorState title="تعذر تحميل أوقات العمل" onRetry={() => availability.refetch()} />;
  }
  const { week, exceptions } = availability.data;
  return (
    <Stack>
      {affected.length > 0 ? <AffectedList affected={affected} /> : null}
      <WeekForm
        key={JSON.stringify(week)}
        week={week}
        busy={change.isPending}
        onSave={(next) => apply({ kind: 'week', week: next })}
      />
      <HolidayProposals
        exceptions={exceptions}
        busy={change.isPending}
        onCloseDay={(date, note) =>
          change.mutateAsync({ kind: 'exception', date, input: { closed: true, note } }).then(
            (answer) => {
              setAffected(answer.affected);
              return true;
            },
            () => false,
          )
        }
      />
      <ExceptionForm
        busy={change.isPending}
        onSave={(date, input) => apply({ kind: 'exception', date, input })}
      />
      <ExceptionList
        exceptions={exceptions}
        busy={change.isPending}
        onDelete={(date) => apply({ kind: 'delete', date })}
      />
    </Stack>
  );
}
