import type { Appointment } from '@ssc/contracts';
import { Button, Spinner } from '@ssc/ui';
import { FileText } from 'lucide-react';
import { lazy, type ReactElement, Suspense } from 'react';
import { formatDateTime } from '../format';
import { DetailsDrawer } from './DetailsDrawer';

// The sheet's content (actions, history, notes, documents, WhatsApp) loads when a sheet first
// opens, apart from the console's route chunk and its 60 KB budget.
const DetailsBody = lazy(() =>
  import('./AppointmentDetailsBody').then((m) => ({ default: m.DetailsBody })),
);

/**
 * The whole appointment as the client gave it, its history, and what the office may do with it.
 * Opened from the list's «التفاصيل» button, or from the calendar's own button for the appointment
 * (`trigger`: a button that forwards its ref and props, as Radix's `asChild` needs).
 */
export function AppointmentDetails({
  appointment,
  serviceName,
  trigger,
}: {
  appointment: Appointment;
  serviceName: string;
  trigger?: ReactElement;
}) {
  const a = appointment;
  return (
    <DetailsDrawer
      title={`الموعد ${a.reference}`}
      description={`${a.contactName}، ${formatDateTime(a.date)}`}
      trigger={
        trigger ?? (
          <Button $variant="ghost" aria-label={`تفاصيل موعد ${a.contactName} (${a.reference})`}>
            <FileText size={18} aria-hidden />
            التفاصيل
          </Button>
        )
      }
    >
      <Suspense fallback={<Spinner label="جارٍ تحميل تفاصيل الموعد..." />}>
        <DetailsBody listed={a} serviceName={serviceName} />
      </Suspense>
    </DetailsDrawer>
  );
}
