import { PagePlaceholder } from '@ssc/ui';

export default function TermsOfServicePage() {
  return <PagePlaceholder heading="شروط الاستخدام" />;
}
