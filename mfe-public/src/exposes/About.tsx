import { PagePlaceholder } from '@ssc/ui';

export default function AboutPage() {
  return <PagePlaceholder heading="من نحن" />;
}
