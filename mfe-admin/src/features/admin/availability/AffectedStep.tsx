import {
  type AffectedAppointment,
  type AffectedDecision,
  type Availability,
  availabilityMessages,
  slotsForDay,
} from '@ssc/contracts/availability';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { isCalendarDay, toAppointmentDate } from '@ssc/contracts/slots';
import { Button } from '@ssc/ui';
import { ChoiceLabel, FieldGroup, FormAlert, FormField, Select, TextField } from '@ssc/ui/forms';
import { ButtonRow } from '@ssc/ui/layout';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDaySlots } from '../api/queries';
import { Muted, Panel, PanelTitle } from '../components/layout';
import { formatDateTime, formatSlot } from '../format';

type Action = AffectedDecision['action'];

interface RowChoice {
  action?: Action;
  day: string;
  time: string;
  reason: string;
}

const ACTIONS: { value: Action; label: string }[] = [
  { value: 'move', label: 'نقله إلى موعد آخر' },
  { value: 'cancel', label: 'إلغاؤه مع ذكر السبب (واسترداد حسب السياسة)' },
  { value: 'notify', label: 'إبقاؤه وإبلاغ العميل بالبريد' },
];

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  & > div {
    flex: 1 1 12rem;
  }
`;

const blank: RowChoice = { day: '', time: '', reason: '' };

/**
 * Where a moved appointment goes: a day, then a slot the new hours offer that day. A slot the
 * current list shows taken says so (the server checks the place again when saving).
 */
function MoveFields({
  id,
  label,
  choice,
  next,
  onChange,
}: {
  id: string;
  label: string;
  choice: RowChoice;
  next: Availability;
  onChange: (patch: Partial<RowChoice>) => void;
}) {
  const day = isCalendarDay(choice.day) ? choice.day : undefined;
  const times = day ? slotsForDay(next, day).slots : [];
  const listed = useDaySlots(day).data?.slots;
  const taken = new Set<string>(
    Array.isArray(listed) ? listed.filter((s) => !s.available).map((s) => s.time) : [],
  );
  return (
    <Fields>
      <TextField
        id={`affected-day-${id}`}
        label={`اليوم الجديد (${label})`}
        type="date"
        required
        value={choice.day}
        onChange={(e) => onChange({ day: e.target.value, time: '' })}
      />
      <FormField id={`affected-time-${id}`} label={`الوقت (${label})`} required>
        {(control) => (
          <Select
            {...control}
            value={choice.time}
            disabled={times.length === 0}
            onChange={(e) => onChange({ time: e.target.value })}
          >
            <option value="">
              {day && times.length === 0 ? 'المكتب مغلق في هذا اليوم' : 'اختر الوقت'}
            </option>
            {times.map((time) => (
              <option key={time} value={time} disabled={taken.has(time)}>
                {formatSlot(time)}
                {taken.has(time) ? ' (محجوز)' : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </Fields>
  );
}

/** The decision of one row, or the message of what it still lacks. */
function decide(a: AffectedAppointment, c: RowChoice): AffectedDecision | string {
  if (c.action === 'move') {
    if (!isCalendarDay(c.day) || !c.time) return availabilityMessages.moveDateRequired;
    return { appointmentId: a.id, action: 'move', date: toAppointmentDate(c.day, c.time) };
  }
  if (c.action === 'cancel') {
    const reason = c.reason.trim();
    if (!reason) return lifecycleMessages.reasonRequired;
    return { appointmentId: a.id, action: 'cancel', reason };
  }
  if (c.action === 'notify') return { appointmentId: a.id, action: 'notify' };
  return 'اختر ما يحدث لهذا الموعد';
}

/**
 * The affected-clients step (issue 34.2): before a change of the hours is saved, the open
 * appointments it would leave outside them, each with the admin's choice — move it to a slot of
 * the new hours, cancel it with a reason, or keep it and email the client. Nothing is saved until
 * «حفظ التغيير مع هذه القرارات»; then the change and every decision are saved together.
 */
export function AffectedStep({
  affected,
  next,
  busy,
  error,
  onConfirm,
  onBack,
}: {
  affected: AffectedAppointment[];
  /** The hours once the change is saved: a move is offered their slots. */
  next: Availability;
  busy: boolean;
  /** Why the last save was refused (the list changed meanwhile, a slot taken…). */
  error?: string | undefined;
  onConfirm: (decisions: AffectedDecision[]) => void;
  onBack: () => void;
}) {
  const [choices, setChoices] = useState<Record<string, RowChoice>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  const choiceOf = (id: string) => choices[id] ?? blank;
  const set = (id: string, patch: Partial<RowChoice>) => {
    setChoices((all) => ({ ...all, [id]: { ...(all[id] ?? blank), ...patch } }));
    setProblems((all) => {
      const { [id]: _done, ...rest } = all;
      return rest;
    });
  };

  const confirm = () => {
    const found: Record<string, string> = {};
    const decisions: AffectedDecision[] = [];
    for (const a of affected) {
      const decision = decide(a, choiceOf(a.id));
      if (typeof decision === 'string') found[a.id] = decision;
      else decisions.push(decision);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onConfirm(decisions);
  };

  return (
    <Panel aria-labelledby="affected-step-title">
      <PanelTitle id="affected-step-title" ref={title} tabIndex={-1}>
        مواعيد محجوزة خارج أوقات العمل الجديدة ({affected.length})
      </PanelTitle>
      <Muted>
        لم يُحفظ التغيير بعد. قرّر ما يحدث لكل موعد، ثم احفظ: يُحفظ التغيير وقراراتك معاً، ويصل كل عميل
        بريد بما تقرّر.
      </Muted>
      <Rows>
        {affected.map((a) => {
          const c = choiceOf(a.id);
          const label = `${a.reference} — ${a.contactName}`;
          return (
            <li key={a.id}>
              <FieldGroup
                legend={`${label} — ${a.serviceName} — ${formatDateTime(a.date)}`}
                required
                error={problems[a.id]}
              >
                <Choices>
                  {ACTIONS.map((option) => (
                    <ChoiceLabel key={option.value}>
                      <input
                        type="radio"
                        name={`affected-${a.id}`}
                        value={option.value}
                        checked={c.action === option.value}
                        onChange={() => set(a.id, { action: option.value })}
                      />
                      {option.label}
                    </ChoiceLabel>
                  ))}
                </Choices>
                {c.action === 'move' ? (
                  <MoveFields
                    id={a.id}
                    label={label}
                    choice={c}
                    next={next}
                    onChange={(patch) => set(a.id, patch)}
                  />
                ) : null}
                {c.action === 'cancel' ? (
                  <TextField
                    id={`affected-reason-${a.id}`}
                    label={`سبب الإلغاء (${label})`}
                    required
                    maxLength={500}
                    value={c.reason}
                    onChange={(e) => set(a.id, { reason: e.target.value })}
                  />
                ) : null}
              </FieldGroup>
            </li>
          );
        })}
      </Rows>
      {error ? <FormAlert role="alert">{error}</FormAlert> : null}
      <ButtonRow>
        <Button type="button" disabled={busy} onClick={confirm}>
          {busy ? 'جارٍ الحفظ…' : 'حفظ التغيير مع هذه القرارات'}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onBack}>
          تراجع
        </Button>
      </ButtonRow>
    </Panel>
  );
}
