import type { Appointment } from '@ssc/contracts';
import { Badge } from '@ssc/ui/badges';

/** The words of the flag, also read in a calendar chip's name. */
export const OUTSIDE_HOURS = 'خارج أوقات العمل';

/**
 * «خارج أوقات العمل» on an open appointment the hours no longer offer (issue 34.2): the server
 * sets `outsideHours` for the admin, so the list, the calendar and the sheet agree.
 */
export function OutsideHoursBadge({
  appointment,
}: {
  appointment: Pick<Appointment, 'outsideHours'>;
}) {
  return appointment.outsideHours ? (
    <Badge tone="warning" testId="outside-hours">
      {OUTSIDE_HOURS}
    </Badge>
  ) : null;
}
