import { PagePlaceholder } from '@ssc/ui';

export default function ContactPage() {
  return <PagePlaceholder heading="تواصل معنا" />;
}
