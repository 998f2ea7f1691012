import { PagePlaceholder } from '@ssc/ui';

export default function RetirementProductsPage() {
  return <PagePlaceholder heading="منتجات التقاعد" />;
}
