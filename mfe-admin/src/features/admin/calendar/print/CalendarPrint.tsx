import { FormField, Select } from '@ssc/ui/forms';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { PrintButton } from '../../components/PrintButton';
import { shortDate, weekdayName } from '../format-week';
import type { CalendarWeek } from '../week';
import { PrintDay, PrintWeek } from './PrintSchedule';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Choice = styled.div`
  min-width: 12rem;
`;

const WEEK = 'week';

/**
 * «طباعة» for the shown week or one of its days (issue 34.8): the admin picks which, and the
 * browser prints the paper layout alone (no site header, console tabs or buttons).
 */
export function CalendarPrint({
  week,
  range,
  serviceName,
}: {
  week: CalendarWeek;
  /** The week's dates as the calendar reads them ("6–10 كانون الثاني 2030"). */
  range: string;
  serviceName: (id: string) => string;
}) {
  const [chosen, setChosen] = useState(WEEK);
  // A day of another week (the admin moved on) prints the week.
  const day = week.days.find((d) => d.day === chosen);
  return (
    <>
      <Bar role="group" aria-label="طباعة الجدول" data-print="hide">
        <Choice>
          <FormField id="calendar-print-scope" label="ما يُطبع">
            {(control) => (
              <Select
                {...control}
                value={day ? day.day : WEEK}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value={WEEK}>الأسبوع كله</option>
                {week.days.map((d) => (
                  <option key={d.day} value={d.day}>
                    {weekdayName(d.day)} {shortDate(d.day)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </Choice>
        <PrintButton
          label={
            day
              ? `طباعة مواعيد ${weekdayName(day.day)} ${shortDate(day.day)}`
              : `طباعة أسبوع ${range}`
          }
        />
      </Bar>
      {/* Beside the page, not in the console: on paper nothing of the console surrounds it. */}
      {createPortal(
        <div data-print="root">
          {day ? (
            <PrintDay day={day} serviceName={serviceName} />
          ) : (
            <PrintWeek
              week={week}
              title={`جدول مواعيد الأسبوع ${range}`}
              serviceName={serviceName}
            />
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
