import { PagePlaceholder } from '@ssc/ui';

export default function FaqPage() {
  return <PagePlaceholder heading="الأسئلة الشائعة" />;
}
