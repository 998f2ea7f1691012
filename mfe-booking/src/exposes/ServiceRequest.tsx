import { PagePlaceholder } from '@ssc/ui';

export default function ServiceRequestPage() {
  return <PagePlaceholder heading="طلب خدمة" />;
}
