import { PagePlaceholder } from '@ssc/ui';

export default function OldAuthPage() {
  return <PagePlaceholder heading="تسجيل الدخول" />;
}
