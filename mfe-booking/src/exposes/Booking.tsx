import { PagePlaceholder } from '@ssc/ui';

export default function BookingPage() {
  return <PagePlaceholder heading="حجز استشارة" />;
}
