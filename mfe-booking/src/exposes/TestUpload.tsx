import { PagePlaceholder } from '@ssc/ui';

export default function TestUploadPage() {
  return <PagePlaceholder heading="اختبار رفع الملفات" />;
}
