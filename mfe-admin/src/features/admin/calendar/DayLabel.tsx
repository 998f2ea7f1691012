import { Badge } from '@ssc/ui/badges';
import styled from 'styled-components';
import { formatSlot } from '../format';
import { shortDate, weekdayName } from './format-week';
import type { CalendarDay } from './week';

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * A day as the calendar names it: weekday and date, «اليوم» on today, «مغلق» on a closed day
 * (a weekday off, a holiday, an absence) with the exception's note, and other hours or a blocked
 * slot named with their note.
 */
export function DayLabel({ day }: { day: CalendarDay }) {
  const note = day.exception?.note;
  return (
    <>
      <Name>
        {weekdayName(day.day)} {shortDate(day.day)}
      </Name>
      {day.today ? <Badge tone="new">اليوم</Badge> : null}
      {day.closed ? (
        <>
          <Badge tone="neutral">مغلق</Badge>
          {note ? <Note>{note}</Note> : null}
        </>
      ) : day.exception ? (
        <Note>
          أوقات خاصة: {day.slots.map(formatSlot).join('، ')}
          {note ? ` (${note})` : null}
        </Note>
      ) : null}
    </>
  );
}
