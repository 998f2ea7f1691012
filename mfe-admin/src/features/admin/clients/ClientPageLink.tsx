import { clientKeyOf } from '@ssc/contracts';
import { Button, Spinner } from '@ssc/ui';
import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DetailsDrawer } from '../components/DetailsDrawer';

// The page's content loads when it is first opened, apart from the console's route chunk.
const ClientPageBody = lazy(() =>
  import('./ClientPageBody').then((m) => ({ default: m.ClientPageBody })),
);

/** The client of an appointment (`userId` "guest": by the email), as the page keys them. */
export const clientOf = (a: { userId: string; contactEmail: string; contactName: string }) => ({
  clientKey: clientKeyOf(a),
  name: a.contactName,
});

/**
 * «صفحة العميل»: everything the office has about one client (appointments, payments, refunds,
 * documents, notes) in a side sheet, opened from an appointment's row or sheet, or the users tab.
 */
export function ClientPageLink({ clientKey, name }: { clientKey: string; name: string }) {
  return (
    <DetailsDrawer
      title={`صفحة العميل: ${name}`}
      description="مواعيده ومدفوعاته ومستنداته وملاحظات المكتب عليه."
      trigger={
        <Button $variant="ghost" aria-label={`صفحة العميل: ${name}`}>
          <UserRound size={18} aria-hidden />
          صفحة العميل
        </Button>
      }
    >
      <Suspense fallback={<Spinner label="جارٍ تحميل صفحة العميل..." />}>
        <ClientPageBody clientKey={clientKey} />
      </Suspense>
    </DetailsDrawer>
  );
}
