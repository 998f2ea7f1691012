import {
  type Hours,
  type HoursPeriod,
  type PeriodInput,
  periodInputSchema,
  WEEKDAYS,
} from '@ssc/contracts/availability';
import { toLatinDigits } from '@ssc/contracts/constants';
import { Button } from '@ssc/ui';
import { CheckboxField, FormRow, TextField } from '@ssc/ui/forms';
import { ButtonRow } from '@ssc/ui/layout';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel, PanelTitle } from '../components/layout';
import { formatDay } from '../format';
import {
  DAY_NAMES,
  errorsByPath,
  fromDraft,
  type HoursDraft,
  HoursFields,
  rangesText,
  toDraft,
} from './HoursFields';

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

interface Draft {
  id?: string;
  name: string;
  from: string;
  to: string;
  closed: boolean;
  hours: HoursDraft;
}

const emptyDraft = (week: Hours): Draft => ({
  name: '',
  from: '',
  to: '',
  closed: false,
  hours: toDraft(week),
});

/** The open weekdays of a period's hours in words: «الأحد: 10:00–14:00؛ …». */
function hoursSummary(hours: Hours): string {
  const open = WEEKDAYS.filter((key) => hours.ranges[key].length > 0);
  if (open.length === 0) return 'مغلقة';
  return `${open.map((key) => `${DAY_NAMES[key]}: ${rangesText(hours.ranges[key])}`).join('؛ ')} (مدة الموعد ${hours.slotMinutes} دقيقة)`;
}

/**
 * «فترة» (issue 34.2): a date range with its own hours (Ramadan, summer) or closed, instead of
 * typing each date. Listed with edit and delete; the form starts from the week's hours.
 */
export function PeriodsPanel({
  periods,
  week,
  busy,
  onSave,
  onDelete,
}: {
  periods: HoursPeriod[];
  week: Hours;
  busy: boolean;
  /** Resolves true once saved (then the form empties). */
  onSave: (period: PeriodInput, id: string | undefined) => Promise<boolean>;
  onDelete: (period: HoursPeriod) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(week));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = () => {
    setDraft(emptyDraft(week));
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = periodInputSchema.safeParse({
      name: draft.name,
      from: toLatinDigits(draft.from),
      to: toLatinDigits(draft.to),
      closed: draft.closed,
      ...(draft.closed ? {} : { hours: fromDraft(draft.hours) }),
    });
    if (!parsed.success) {
      setErrors(errorsByPath(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await onSave(parsed.data, draft.id)) clear();
  };
  const hoursErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('hours.'))
      .map(([key, message]) => [key.slice('hours.'.length), message]),
  );
  return (
    <Panel aria-labelledby="availability-periods-title">
      <PanelTitle id="availability-periods-title">فترات بساعات مختلفة</PanelTitle>
      <Muted>
        فترة من تاريخ إلى تاريخ (مثل رمضان أو الصيف) بساعات عمل خاصة بها أو مغلقة بالكامل. تتقدم
        الفترة على ساعات الأسبوع، ويتقدم عليها اليوم المختلف.
      </Muted>
      {periods.length === 0 ? (
        <Muted>لا توجد فترات.</Muted>
      ) : (
        <List aria-label="الفترات">
          {periods.map((p) => (
            <Row key={p.id}>
              <span>
                <strong>{p.name}</strong>
                {` — من ${formatDay(p.from)} إلى ${formatDay(p.to)} — `}
                {p.closed || !p.hours ? 'مغلقة' : hoursSummary(p.hours)}
              </span>
              <ButtonRow>
                <Button
                  $variant="secondary"
                  disabled={busy}
                  aria-label={`تعديل فترة ${p.name}`}
                  onClick={() => {
                    setErrors({});
                    setDraft({
                      id: p.id,
                      name: p.name,
                      from: p.from,
                      to: p.to,
                      closed: p.closed,
                      hours: toDraft(p.hours ?? week),
                    });
                    document.getElementById('period-name')?.focus();
                  }}
                >
                  تعديل
                </Button>
                <Button
                  $variant="secondary"
                  disabled={busy}
                  aria-label={`حذف فترة ${p.name}`}
                  onClick={() => onDelete(p)}
                >
                  حذف
                </Button>
              </ButtonRow>
            </Row>
          ))}
        </List>
      )}
      <Form noValidate onSubmit={submit} aria-labelledby="period-form-title">
        <h3 id="period-form-title">{draft.id ? `تعديل فترة ${draft.name}` : 'فترة جديدة'}</h3>
        <TextField
          id="period-name"
          label="اسم الفترة"
          required
          placeholder="رمضان"
          error={errors.name}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <FormRow>
          <TextField
            id="period-from"
            label="من تاريخ"
            type="date"
            required
            error={errors.from}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            id="period-to"
            label="إلى تاريخ (ضمن الفترة)"
            type="date"
            required
            error={errors.to}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </FormRow>
        <CheckboxField
          inputProps={{
            id: 'period-closed',
            checked: draft.closed,
            onChange: (e) => setDraft({ ...draft, closed: e.target.checked }),
          }}
        >
          المكتب مغلق طوال الفترة
        </CheckboxField>
        {draft.closed ? null : (
          <HoursFields
            idPrefix="period"
            draft={draft.hours}
            errors={{ ...hoursErrors, ...(errors.hours ? { slotMinutes: errors.hours } : {}) }}
            onChange={(hours) => setDraft({ ...draft, hours })}
          />
        )}
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {draft.id ? 'حفظ الفترة' : 'إضافة الفترة'}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={clear}>
            مسح النموذج
          </Button>
        </ButtonRow>
      </Form>
    </Panel>
  );
}
