import { PagePlaceholder } from '@ssc/ui';

export default function LandingPage() {
  return (
    <PagePlaceholder
      heading="خدمات استشارية متخصصة في قضايا الضمان الاجتماعي"
      documentTitle={(siteName) => `${siteName} - خدمات استشارية متخصصة`}
    />
  );
}
