import { Button, Spinner } from '@ssc/ui';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (its form, the client search, the day and slot picker) loads on the first click,
// apart from the console's route chunk (60 KB budget).
const WalkInDialog = lazy(() => import('./WalkInDialog'));

/**
 * «حجز جديد» in the appointments tab (issue 34.4): a booking by the office for a client on the
 * phone or at the desk. `onShow` lists the new booking once made.
 */
export function NewBookingButton({ onShow }: { onShow(reference: string): void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="new-booking"
      >
        <CalendarPlus size={18} aria-hidden />
        حجز جديد
      </Button>
      {loaded ? (
        <Suspense fallback={open ? <Spinner label="جارٍ فتح نموذج الحجز..." /> : null}>
          <WalkInDialog open={open} onOpenChange={setOpen} onShow={onShow} />
        </Suspense>
      ) : null}
    </>
  );
}
