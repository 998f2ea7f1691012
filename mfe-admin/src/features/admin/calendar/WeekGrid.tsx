import { isOpenAppointment } from '@ssc/contracts';
import { VisuallyHidden } from '@ssc/ui';
import styled, { css } from 'styled-components';
import { formatSlot } from '../format';
import { AppointmentChip } from './AppointmentChip';
import { DayLabel } from './DayLabel';
import { SlotToggle, slotToggleOf } from './SlotToggle';
import { appointmentsAt, type CalendarDay, type CalendarWeek } from './week';

/**
 * Wide enough columns for a name; when they do not fit (a tablet, a week with Friday and Saturday)
 * the table scrolls sideways inside its box, which takes the focus so the keyboard can scroll it.
 */
const Scroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }

  thead th[aria-current='date'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.brand};
  }

  tbody th {
    width: 5.5rem;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    white-space: nowrap;
  }
`;

const TimeHead = styled.th`
  width: 5.5rem;
`;

// A slot the office does not offer (a closed day, a blocked slot, other hours): striped, so it
// reads apart from a free one without relying on a colour alone (its text says it too).
const unavailable = css`
  background: repeating-linear-gradient(
    -45deg,
    ${({ theme }) => theme.colors.surfaceAlt},
    ${({ theme }) => theme.colors.surfaceAlt} 6px,
    ${({ theme }) => theme.colors.background} 6px,
    ${({ theme }) => theme.colors.background} 12px
  );
`;

const Cell = styled.td<{ $offered: boolean }>`
  ${({ $offered }) => ($offered ? '' : unavailable)}
`;

const Chips = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function SlotCell({
  day,
  time,
  serviceName,
}: {
  day: CalendarDay;
  time: string;
  serviceName: (id: string) => string;
}) {
  const offered = !day.closed && day.slots.includes(time);
  const here = appointmentsAt(day, time);
  const blocked = day.blocked.includes(time);
  const outside = day.closed || blocked ? 'مغلق' : 'غير متاح';
  const toggle = slotToggleOf(day, time, here.some(isOpenAppointment), new Date());
  return (
    <Cell $offered={offered} data-day={day.day} data-time={time}>
      {here.length > 0 ? (
        <Chips>
          {here.map((a) => (
            <li key={a.id}>
              <AppointmentChip appointment={a} serviceName={serviceName(a.serviceId)} />
            </li>
          ))}
        </Chips>
      ) : null}
      {offered ? (
        here.length === 0 ? (
          <Hint>متاح</Hint>
        ) : null
      ) : here.length > 0 ? (
        <Hint>خارج أوقات العمل</Hint>
      ) : day.closed ? (
        // The column's header says «مغلق» once; each cell says it to a screen reader only.
        <VisuallyHidden>{outside}</VisuallyHidden>
      ) : (
        <Hint>{outside}</Hint>
      )}
      {toggle ? <SlotToggle day={day.day} time={time} blocked={toggle === 'free'} /> : null}
    </Cell>
  );
}

/**
 * The week as a table: a column per day (headers name the day, and say «مغلق» with the note of a
 * closed one), a row per slot time. In the page's RTL the first column, the times, is on the
 * right and Sunday next to it; Tab goes through the appointments row by row, as the table reads.
 */
export function WeekGrid({
  week,
  label,
  busy,
  serviceName,
}: {
  week: CalendarWeek;
  /** The table's caption (read by screen readers only: the range is on screen above it). */
  label: string;
  busy: boolean;
  serviceName: (id: string) => string;
}) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      <Table aria-busy={busy}>
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <TimeHead scope="col">الوقت</TimeHead>
            {week.days.map((day) => (
              <th
                key={day.day}
                scope="col"
                data-day={day.day}
                aria-current={day.today ? 'date' : undefined}
              >
                <DayLabel day={day} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.times.map((time) => (
            <tr key={time}>
              <th scope="row">{formatSlot(time)}</th>
              {week.days.map((day) => (
                <SlotCell key={day.day} day={day} time={time} serviceName={serviceName} />
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
