import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  CONSULTATION_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@ssc/contracts';
import { ammanDayKey } from '@ssc/contracts/slots';
import styled from 'styled-components';
import { formatDay, formatSlot } from '../../format';
import { shortDate, weekdayName } from '../format-week';
import { type CalendarDay, type CalendarWeek, placeOf } from '../week';

/**
 * The calendar on paper (issue 34.8): printed only (`data-print="only"`), and the page's one
 * printed part (`data-print="root"`), black on white at a size that keeps a normal week (up to
 * about 30 appointments) on one A4 page.
 */
const Sheet = styled.section`
  color: #000;
  background: #fff;
  font-size: 9pt;
  line-height: 1.3;

  h2 {
    margin: 0 0 3mm;
    font-size: 13pt;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }

  th,
  td {
    padding: 1mm 1.5mm;
    border: 0.3mm solid #000;
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  thead th {
    font-weight: 700;
  }

  tr {
    break-inside: avoid;
  }
`;

/** The week turns to landscape (the `schedule` page of the global style). */
const WeekSheet = styled(Sheet)`
  page: schedule;
`;

const TimeColumn = styled.col`
  width: 16mm;
`;

const Entry = styled.p`
  margin: 0 0 1mm;

  &:last-child {
    margin: 0;
  }
`;

const Printed = styled.p`
  margin: 2mm 0 0;
  font-size: 8pt;
`;

/** Printed with every schedule: when, so an old sheet on the desk reads as old. */
function PrintedAt() {
  return <Printed>طُبع في {formatDay(ammanDayKey(new Date()))}</Printed>;
}

const live = (a: Appointment) => a.status !== 'cancelled';

/**
 * The week: a column per shown day and a row per time that holds an appointment. Times with
 * none are left out: the printed week is the appointments to keep, and the rows of a whole
 * day's slots would push a busy week onto a second page.
 */
export function PrintWeek({
  week,
  title,
  serviceName,
}: {
  week: CalendarWeek;
  title: string;
  serviceName: (id: string) => string;
}) {
  const times = week.times.filter((time) =>
    week.days.some((day) => day.appointments.some((a) => placeOf(a).time === time)),
  );
  return (
    <WeekSheet data-print="only" data-testid="print-schedule">
      <h2>{title}</h2>
      {times.length === 0 ? (
        <p>لا توجد مواعيد في هذا الأسبوع.</p>
      ) : (
        <table>
          <colgroup>
            <TimeColumn />
          </colgroup>
          <thead>
            <tr>
              <th>الوقت</th>
              {week.days.map((day) => (
                <th key={day.day}>
                  {weekdayName(day.day)} {shortDate(day.day)}
                  {day.closed ? ' (مغلق)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th>{formatSlot(time)}</th>
                {week.days.map((day) => (
                  <td key={day.day}>
                    {day.appointments
                      .filter((a) => placeOf(a).time === time)
                      .map((a) => (
                        <Entry key={a.id}>
                          <strong>{a.contactName}</strong> – {serviceName(a.serviceId)} (
                          {APPOINTMENT_STATUS_LABELS[a.status]})
                        </Entry>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PrintedAt />
    </WeekSheet>
  );
}

/** One day: a row per appointment with what the desk needs to receive or call the client. */
export function PrintDay({
  day,
  serviceName,
}: {
  day: CalendarDay;
  serviceName: (id: string) => string;
}) {
  return (
    <Sheet data-print="only" data-testid="print-schedule">
      <h2>
        مواعيد {formatDay(day.day)}
        {day.closed ? ' (مغلق)' : ''}
      </h2>
      {day.appointments.length === 0 ? (
        <p>لا مواعيد في هذا اليوم.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>الوقت</th>
              <th>العميل</th>
              <th>رقم الهاتف</th>
              <th>الخدمة</th>
              <th>نوع الاستشارة</th>
              <th>الحالة</th>
              <th>الدفع</th>
              <th>رقم الحجز</th>
            </tr>
          </thead>
          <tbody>
            {day.appointments.map((a) => (
              <tr key={a.id}>
                <td>{formatSlot(placeOf(a).time)}</td>
                <td>{a.contactName}</td>
                <td>
                  <bdi dir="ltr">{a.contactPhone}</bdi>
                </td>
                <td>{serviceName(a.serviceId)}</td>
                <td>{CONSULTATION_MODE_LABELS[a.consultationMode]}</td>
                <td>{APPOINTMENT_STATUS_LABELS[a.status]}</td>
                <td>{live(a) ? PAYMENT_STATUS_LABELS[a.paymentStatus] : '—'}</td>
                <td>
                  <bdi>{a.reference}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PrintedAt />
    </Sheet>
  );
}
