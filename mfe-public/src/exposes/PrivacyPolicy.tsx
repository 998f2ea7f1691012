import { PagePlaceholder } from '@ssc/ui';

export default function PrivacyPolicyPage() {
  return <PagePlaceholder heading="سياسة الخصوصية" />;
}
