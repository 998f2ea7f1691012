import { APPOINTMENT_STATUS_LABELS, type Appointment } from '@ssc/contracts';
import {
  APPOINTMENT_TONES,
  AppointmentStatusBadge,
  BADGE_TONES,
  type BadgeTone,
} from '@ssc/ui/badges';
import styled from 'styled-components';
import { AppointmentDetails } from '../components/AppointmentDetails';
import { OUTSIDE_HOURS, OutsideHoursBadge } from '../components/OutsideHoursBadge';
import { formatSlot } from '../format';
import { shortDate, weekdayName } from './format-week';
import { placeOf } from './week';

/** The appointment in its slot: coloured by its status, as its badge is (the badge names it too). */
const Chip = styled.button<{ $tone: BadgeTone; $cancelled: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ $tone }) => BADGE_TONES[$tone].border};
  border-inline-start: 4px solid ${({ $tone }) => BADGE_TONES[$tone].fg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone }) => BADGE_TONES[$tone].bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  opacity: ${({ $cancelled }) => ($cancelled ? 0.8 : 1)};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  strong {
    text-decoration: ${({ $cancelled }) => ($cancelled ? 'line-through' : 'none')};
  }
`;

const Service = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One appointment of the calendar as a button: the client, the service and the status; it opens
 * the same details sheet as the appointments list (documents, history, actions). Its name says
 * the day and time too, read out of the table as well as in it.
 */
export function AppointmentChip({
  appointment,
  serviceName,
}: {
  appointment: Appointment;
  serviceName: string;
}) {
  const a = appointment;
  const { day, time } = placeOf(a);
  const label = `${a.contactName} (${a.reference})، ${serviceName}، ${weekdayName(day)} ${shortDate(day)} ${formatSlot(time)}، ${APPOINTMENT_STATUS_LABELS[a.status]}${a.outsideHours ? `، ${OUTSIDE_HOURS}` : ''}`;
  return (
    <AppointmentDetails
      appointment={a}
      serviceName={serviceName}
      trigger={
        <Chip
          type="button"
          $tone={APPOINTMENT_TONES[a.status]}
          $cancelled={a.status === 'cancelled'}
          aria-label={label}
          data-appointment-id={a.id}
        >
          <strong>{a.contactName}</strong>
          <Service>{serviceName}</Service>
          <AppointmentStatusBadge status={a.status} />
          <OutsideHoursBadge appointment={a} />
        </Chip>
      }
    />
  );
}
