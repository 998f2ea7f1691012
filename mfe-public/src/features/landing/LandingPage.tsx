import { DeferredPart, useDocumentTitle } from '@ssc/ui';
import { usePreloadServices } from './api/usePreloadServices';
import { HeroCarousel } from './hero/HeroCarousel';

/** Spec §2: the landing page's title rule. */
export const landingTitle = (siteName: string) => `${siteName} - خدمات استشارية متخصصة`;

/** The five sections' part name: their first view stands in for them until their code has loaded. */
export const LANDING_SECTIONS_PART = 'landing-sections';
// Static content after the first screen: not part of the page's initial JS (issue 17.5).
const loadSections = () => import('./sections/LandingSections');

/** Spec §2 "Landing page": the hero carousel, then the five sections in order. */
export function LandingPage() {
  useDocumentTitle(landingTitle);
  usePreloadServices();
  return (
    <>
      <HeroCarousel />
      <DeferredPart name={LANDING_SECTIONS_PART} load={loadSections} />
    </>
  );
}
