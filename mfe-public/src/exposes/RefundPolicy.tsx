import { PagePlaceholder } from '@ssc/ui';

export default function RefundPolicyPage() {
  return <PagePlaceholder heading="سياسة الاسترداد" />;
}
