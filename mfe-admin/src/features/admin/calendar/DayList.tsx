import { isOpenAppointment } from '@ssc/contracts';
import styled from 'styled-components';
import { Muted } from '../components/layout';
import { formatSlot } from '../format';
import { AppointmentChip } from './AppointmentChip';
import { DayLabel } from './DayLabel';
import { SlotToggle, slotToggleOf } from './SlotToggle';
import { type CalendarDay, type CalendarWeek, placeOf } from './week';

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[aria-current='date'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;

  time {
    padding-block-start: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    white-space: nowrap;
  }
`;

const Slots = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/**
 * The day's slots on a phone, folded: each free one to block, each blocked one to free (the
 * table's cells do it on a wider screen). Absent on a day with nothing to change.
 */
function DaySlots({ day }: { day: CalendarDay }) {
  const now = new Date();
  const held = new Set(day.appointments.filter(isOpenAppointment).map((a) => placeOf(a).time));
  const rows = [...day.slots, ...day.blocked]
    .sort()
    .map((time) => ({ time, toggle: slotToggleOf(day, time, held.has(time), now) }))
    .filter((row) => row.toggle);
  if (rows.length === 0) return null;
  return (
    <details>
      <summary>إغلاق الأوقات وفتحها</summary>
      <Slots>
        {rows.map(({ time, toggle }) => (
          <li key={time}>
            <span>
              {formatSlot(time)}: {toggle === 'free' ? 'مغلق' : 'متاح'}
            </span>
            <SlotToggle day={day.day} time={time} blocked={toggle === 'free'} />
          </li>
        ))}
      </Slots>
    </details>
  );
}

/**
 * The week on a phone: one block per day, its appointments by time, and how many of its slots
 * are still free. The same days, notes and buttons as the table.
 */
export function DayList({
  week,
  label,
  busy,
  serviceName,
}: {
  week: CalendarWeek;
  label: string;
  busy: boolean;
  serviceName: (id: string) => string;
}) {
  return (
    <Days role="group" aria-label={label} aria-busy={busy}>
      {week.days.map((day) => {
        const taken = new Set(
          day.appointments.filter((a) => a.status !== 'cancelled').map((a) => placeOf(a).time),
        );
        const free = day.slots.filter((t) => !taken.has(t)).length;
        const headingId = `calendar-day-${day.day}`;
        return (
          <Day
            key={day.day}
            aria-labelledby={headingId}
            aria-current={day.today ? 'date' : undefined}
            data-day={day.day}
          >
            <Heading id={headingId}>
              <DayLabel day={day} />
            </Heading>
            {day.appointments.length === 0 ? (
              <Muted>لا مواعيد في هذا اليوم.</Muted>
            ) : (
              <Items>
                {day.appointments.map((a) => {
                  const { time } = placeOf(a);
                  return (
                    <Item key={a.id}>
                      <time dateTime={a.date}>{formatSlot(time)}</time>
                      <AppointmentChip appointment={a} serviceName={serviceName(a.serviceId)} />
                    </Item>
                  );
                })}
              </Items>
            )}
            {day.closed ? null : <Muted>أوقات متاحة: {free}</Muted>}
            <DaySlots day={day} />
          </Day>
        );
      })}
    </Days>
  );
}
