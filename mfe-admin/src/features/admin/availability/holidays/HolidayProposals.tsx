import {
  acceptedShift,
  MAX_HOLIDAY_SHIFT,
  type MovableHoliday,
  moveHoliday,
  upcomingMovableHolidays,
} from '@ssc/contracts/movable-holidays';
import { ammanDayKey } from '@ssc/contracts/slots';
import { Button } from '@ssc/ui';
import { Badge } from '@ssc/ui/badges';
import { CalendarCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel, PanelTitle } from '../../components/layout';
import { formatDay } from '../../format';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Days = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** How a moved proposal reads: «بعد يوم من المقترح». */
function shiftText(shift: number): string {
  if (shift === 0) return '';
  const days = Math.abs(shift) === 1 ? 'يوم' : 'يومين';
  return `${shift > 0 ? 'بعد' : 'قبل'} ${days} من المقترح`;
}

interface Props {
  exceptions: readonly { date: string; closed: boolean; note?: string | undefined }[];
  busy: boolean;
  /**
   * Closes one day with its note through the hours' usual save (its preview and affected-clients
   * step); resolves true once saved, false when the step opened or the save failed.
   */
  onCloseDay: (date: string, note: string) => Promise<boolean>;
  /** Today in Amman (the coming twelve months start there). */
  today?: string;
}

/**
 * «العطل الدينية المقترحة» (issue 34.2): the two Eids, the Hijri new year and the Prophet's
 * birthday of the coming twelve months, from the Umm al-Qura calendar. Each is accepted as closed
 * days carrying its name, after moving it by a day when Jordan's moon sighting differs; one
 * already closed for is shown as accepted.
 */
export function HolidayProposals({ exceptions, busy, onCloseDay, today }: Props) {
  const [holidays] = useState(() => upcomingMovableHolidays(today ?? ammanDayKey(new Date())));
  const [shifts, setShifts] = useState<Record<string, number>>({});
  const [status, setStatus] = useState('');

  const accept = async (holiday: MovableHoliday) => {
    const name = `${holiday.name} ${holiday.hijriYear}`;
    // A day already closed with its note is done (a second «اعتماد» after the affected-clients
    // step finishes the rest).
    const closed = new Map(exceptions.filter((e) => e.closed).map((e) => [e.date, e.note]));
    const todo = holiday.days.filter((d) => closed.get(d.date) !== d.note);
    for (const day of todo) {
      if (!(await onCloseDay(day.date, day.note))) {
        setStatus(
          `${name}: لم يُحفظ ${formatDay(day.date)} بعد. إن ظهرت مواعيد محجوزة فيه فقرّر بشأنها، ثم اضغط «اعتماد» مجدداً لإكمال بقية الأيام.`,
        );
        return;
      }
    }
    setStatus(`اعتُمد ${name}: المكتب مغلق ${holiday.days.length === 1 ? 'يومه' : 'أيامه'}.`);
  };

  return (
    <Panel aria-labelledby="movable-holidays-title">
      <PanelTitle id="movable-holidays-title">العطل الدينية المقترحة</PanelTitle>
      <Muted>
        مواعيد الأشهر الاثني عشر القادمة من تقويم أم القرى. قد يختلف الموعد في الأردن يوماً بحسب رؤية
        الهلال: انقله قبل الاعتماد. الاعتماد يغلق أيام العطلة باسمها.
      </Muted>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {holidays.length === 0 ? (
        <Muted>لا توجد عطل دينية مقترحة.</Muted>
      ) : (
        <List>
          {holidays.map((proposed) => {
            const done = acceptedShift(proposed, exceptions);
            const shift = done ?? shifts[proposed.id] ?? 0;
            const holiday = moveHoliday(proposed, shift);
            const titleId = `holiday-${proposed.id}`;
            const name = `${holiday.name} ${holiday.hijriYear}`;
            const move = (by: number) => setShifts({ ...shifts, [proposed.id]: shift + by });
            return (
              <Item key={proposed.id} aria-labelledby={titleId} data-holiday={proposed.id}>
                <Name id={titleId}>
                  {holiday.name} <Muted as="span">{holiday.hijriYear} هـ</Muted>
                  {done === undefined ? null : <Badge tone="success">معتمد</Badge>}
                </Name>
                <Days>
                  {holiday.days.map((d) => (
                    <li key={d.date}>
                      {formatDay(d.date)}
                      {d.note === holiday.name ? null : ` (${d.note})`}
                    </li>
                  ))}
                </Days>
                {shift === 0 ? null : <Muted>{shiftText(shift)}</Muted>}
                {done === undefined ? (
                  <Buttons>
                    <Button
                      $variant="secondary"
                      disabled={busy || shift <= -MAX_HOLIDAY_SHIFT}
                      aria-label={`قبل يوم: ${name}`}
                      onClick={() => move(-1)}
                    >
                      <ChevronRight size={18} aria-hidden />
                      قبل يوم
                    </Button>
                    <Button
                      $variant="secondary"
                      disabled={busy || shift >= MAX_HOLIDAY_SHIFT}
                      aria-label={`بعد يوم: ${name}`}
                      onClick={() => move(1)}
                    >
                      بعد يوم
                      <ChevronLeft size={18} aria-hidden />
                    </Button>
                    <Button
                      disabled={busy}
                      aria-label={`اعتماد ${name}`}
                      onClick={() => void accept(holiday)}
                    >
                      <CalendarCheck size={18} aria-hidden />
                      اعتماد
                    </Button>
                  </Buttons>
                ) : null}
              </Item>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
