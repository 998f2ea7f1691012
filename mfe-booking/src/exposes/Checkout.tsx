import { PagePlaceholder } from '@ssc/ui';

export default function CheckoutPage() {
  return <PagePlaceholder heading="إتمام الدفع" />;
}
