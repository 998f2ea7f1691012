import type { Appointment } from '@ssc/contracts';

/**
 * "name (reference)" in a sentence: each isolated, so a Latin name or the reference's dashes never
 * reorder the Arabic text around them.
 */
export function ClientName({ appointment }: { appointment: Appointment }) {
  return (
    <>
      <bdi>{appointment.contactName}</bdi> (<bdi>{appointment.reference}</bdi>)
    </>
  );
}
