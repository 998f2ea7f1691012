import { APPOINTMENT_STATUSES, type Appointment, MAX_PAGE_SIZE } from '@ssc/contracts';
import { toLatinDigits } from '@ssc/contracts/constants';
import { ammanDayKey, isCalendarDay } from '@ssc/contracts/slots';
import { Button, Spinner } from '@ssc/ui';
import { AppointmentStatusBadge } from '@ssc/ui/badges';
import { TextField } from '@ssc/ui/forms';
import { ErrorState } from '@ssc/ui/states';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useAvailability } from '../api/availability';
import { useAllServicesList } from '../api/queries';
import { Muted, Panel, PanelTitle } from '../components/layout';
import { MAX_WEEK_PAGES, useWeekAppointments } from './calendar-api';
import { DayList } from './DayList';
import { weekRange } from './format-week';
import { CalendarPrint } from './print/CalendarPrint';
import { useNarrowScreen } from './useNarrowScreen';
import { WeekGrid } from './WeekGrid';
import { addDays, buildWeek, shownSpan, weekStartOf } from './week';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Jump = styled.div`
  min-width: 10rem;
  margin-inline-start: auto;
`;

const Range = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: fit-content;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The week's appointments as shown: a cancelled booking frees its slot, hidden unless asked. */
const visible = (items: Appointment[], showCancelled: boolean) =>
  showCancelled ? items : items.filter((a) => a.status !== 'cancelled');

/** Today in Amman, whatever the admin's own time zone. */
const todayInAmman = () => ammanDayKey(new Date());

/**
 * The office's week (issue 19.2): the slot times of its availability as rows, the days as
 * columns, each appointment in its slot as a button that opens its details sheet. Previous and
 * next week, back to this week, or any date's week. On a phone the week is a list per day.
 */
export function CalendarTab() {
  const today = todayInAmman();
  const [start, setStart] = useState(() => weekStartOf(today));
  const [jumpTo, setJumpTo] = useState('');
  // A cancelled booking frees its slot (often booked again): hidden unless the admin asks.
  const [showCancelled, setShowCancelled] = useState(false);
  const end = addDays(start, 6);
  const availability = useAvailability();
  const appointments = useWeekAppointments(start, end);
  const services = useAllServicesList();
  const narrow = useNarrowScreen();
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.nameAr ?? id;
  const thisWeek = weekStartOf(today);
  // The date the admin chose is a column of its week, a Friday or Saturday included.
  const pinned = isCalendarDay(jumpTo) ? jumpTo : undefined;
  const week = availability.data
    ? buildWeek(
        start,
        availability.data,
        visible(appointments.data?.items ?? [], showCancelled),
        today,
        pinned,
      )
    : undefined;
  // The title names the days the week shows (Sunday to Thursday until the hours are read).
  const span = (week && shownSpan(week)) ?? { from: start, to: addDays(start, 4) };
  const range = weekRange(span.from, span.to);

  const goTo = (day: string) => {
    const latin = toLatinDigits(day);
    setJumpTo(latin);
    if (isCalendarDay(latin)) setStart(weekStartOf(latin));
  };

  let body: ReactNode;
  if (availability.isError || appointments.isError) {
    const error = availability.error ?? appointments.error;
    body = (
      <ErrorState
        title={`تعذر تحميل التقويم: ${error?.message}`}
        onRetry={() => {
          if (availability.isError) availability.refetch();
          if (appointments.isError) appointments.refetch();
        }}
      />
    );
  } else if (!week || !appointments.data) {
    body = <Spinner label="جارٍ تحميل التقويم..." />;
  } else {
    const { items, total } = appointments.data;
    const cancelled = items.filter((a) => a.status === 'cancelled').length;
    const busy = appointments.isPlaceholderData || appointments.isFetching;
    const shown = week.days.some((d) => d.appointments.length > 0);
    const allClosed = week.days.every((d) => d.closed);
    const View = narrow ? DayList : WeekGrid;
    body = (
      <>
        <Check>
          <input
            type="checkbox"
            checked={showCancelled}
            onChange={(event) => setShowCancelled(event.target.checked)}
          />
          إظهار المواعيد الملغاة ({cancelled})
        </Check>
        {total > MAX_WEEK_PAGES * MAX_PAGE_SIZE ? (
          <Muted role="status">
            يعرض التقويم {items.length} من {total} موعداً في هذا الأسبوع؛ البقية في تبويب المواعيد.
          </Muted>
        ) : null}
        {appointments.isPlaceholderData ? null : !shown ? (
          <Muted role="status">
            {allClosed ? 'المكتب مغلق طوال هذا الأسبوع.' : 'لا توجد مواعيد في هذا الأسبوع.'}
          </Muted>
        ) : null}
        <View week={week} label={`مواعيد الأسبوع ${range}`} busy={busy} serviceName={serviceName} />
        <CalendarPrint week={week} range={range} serviceName={serviceName} />
      </>
    );
  }

  return (
    <Panel aria-labelledby="calendar-title">
      <PanelTitle id="calendar-title">التقويم</PanelTitle>
      <Toolbar role="group" aria-label="التنقل بين الأسابيع">
        <Button $variant="secondary" onClick={() => setStart(addDays(start, -7))}>
          <ChevronRight size={18} aria-hidden />
          الأسبوع السابق
        </Button>
        <Button
          $variant="secondary"
          disabled={start === thisWeek}
          onClick={() => setStart(thisWeek)}
        >
          <CalendarDays size={18} aria-hidden />
          هذا الأسبوع
        </Button>
        <Button $variant="secondary" onClick={() => setStart(addDays(start, 7))}>
          الأسبوع التالي
          <ChevronLeft size={18} aria-hidden />
        </Button>
        <Jump>
          <TextField
            id="calendar-jump"
            label="الانتقال إلى تاريخ"
            type="date"
            value={jumpTo}
            onChange={(event) => goTo(event.target.value)}
          />
        </Jump>
      </Toolbar>
      {/* Announced when the week changes, so a screen reader hears where the buttons led. */}
      <Range aria-live="polite" data-testid="calendar-range">
        {range}
      </Range>
      <Legend aria-label="ألوان حالات المواعيد">
        {APPOINTMENT_STATUSES.map((status) => (
          <li key={status}>
            <AppointmentStatusBadge status={status} />
          </li>
        ))}
      </Legend>
      {body}
    </Panel>
  );
}
