import { PagePlaceholder } from '@ssc/ui';

export default function ConsultationOptionsPage() {
  return <PagePlaceholder heading="استشرنا أينما كنت" />;
}
