import { PagePlaceholder } from '@ssc/ui';

export default function AuthPage() {
  return <PagePlaceholder heading="إنشاء حساب جديد" />;
}
