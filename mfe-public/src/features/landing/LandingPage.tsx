import { useDocumentTitle } from '@ssc/ui';
import { usePreloadServices } from './api/usePreloadServices';
import { HeroCarousel } from './hero/HeroCarousel';
import { BookingEase } from './sections/BookingEase';
import { ClosingCta } from './sections/ClosingCta';
import { VisionBand } from './sections/VisionBand';
import { WhoWeAre } from './sections/WhoWeAre';
import { WhyUs } from './sections/WhyUs';

/** Spec §2: the landing page's title rule. */
export const landingTitle = (siteName: string) => `${siteName} - خدمات استشارية متخصصة`;

/** Spec §2 "Landing page": the hero carousel, then the five sections in order. */
export function LandingPage() {
  useDocumentTitle(landingTitle);
  usePreloadServices();
  return (
    <>
      <HeroCarousel />
      <WhyUs />
      <WhoWeAre />
      <BookingEase />
      <VisionBand />
      <ClosingCta />
    </>
  );
}
