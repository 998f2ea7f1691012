import { bookingMessages } from '@ssc/contracts';
import { availabilityMessages } from '@ssc/contracts/availability';
import type { SlotProblem } from '@ssc/contracts/slots';
import { badRequest, type HttpError } from '@ssc/service-kit';

/** The Arabic message of each reason a date-time cannot be booked (the rules: `@ssc/contracts/slots`). */
const slotProblemMessages: Record<SlotProblem, string> = {
  invalid: bookingMessages.dateInvalid,
  closedDay: bookingMessages.dateClosedDay,
  closedDate: availabilityMessages.dateClosed,
  notSlot: bookingMessages.timeInvalid,
  past: bookingMessages.datePast,
  beyondHorizon: bookingMessages.dateBeyondHorizon,
};

/** The 400 a slot the rules refuse answers, its message on the `date` field. */
export function slotRefusal(problem: SlotProblem): HttpError {
  const message = slotProblemMessages[problem];
  return badRequest(message, { date: message });
}
