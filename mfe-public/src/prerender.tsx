// This remote's first views, rendered at build time (`@ssc/rspack-config/prerender`): the markup
// of each page every visitor sees alike, which the gateway puts into the shell's document so the
// page paints before any script has loaded. The live page replaces it once its code has run.

import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { defaultServices } from '@ssc/contracts/catalogue';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { renderFirstView } from '@ssc/ui/prerender';
import type { ComponentType, ReactNode } from 'react';
import AboutPage from './exposes/About';
import ConsultationOptionsPage from './exposes/ConsultationOptions';
import ContactPage from './exposes/Contact';
import FaqPage from './exposes/Faq';
import LandingPage from './exposes/Landing';
import PrivacyPolicyPage from './exposes/PrivacyPolicy';
import RefundPolicyPage from './exposes/RefundPolicy';
import RetirementProductsPage from './exposes/RetirementProducts';
import ServicesPage from './exposes/Services';
import TermsOfServicePage from './exposes/TermsOfService';
import { LANDING_SECTIONS_PART } from './features/landing/LandingPage';
import LandingSections from './features/landing/sections/LandingSections';

/** Exposed name → page. The account pages depend on the visitor and have no first view. */
const PAGES: Record<string, ComponentType> = {
  Landing: LandingPage,
  About: AboutPage,
  Services: ServicesPage,
  ConsultationOptions: ConsultationOptionsPage,
  Faq: FaqPage,
  Contact: ContactPage,
  RetirementProducts: RetirementProductsPage,
  PrivacyPolicy: PrivacyPolicyPage,
  TermsOfService: TermsOfServicePage,
  RefundPolicy: RefundPolicyPage,
};

/** The deferred parts of the pages (see `DeferredPart`), in their first views. */
const PARTS: Record<string, ReactNode> = { [LANDING_SECTIONS_PART]: <LandingSections /> };

// The catalogue as shipped; the live page shows the content service's own list moments later.
const catalogue: PublicService[] = defaultServices.map(
  ({ id, nameEn, nameAr, descriptionAr, duration, price }) => ({
    id,
    nameEn,
    nameAr,
    descriptionAr,
    duration,
    price,
  }),
);

export async function prerender() {
  const files: Record<string, string> = {};
  for (const [expose, Page] of Object.entries(PAGES)) {
    const { html, css } = renderFirstView(<Page />, {
      queryData: [[SERVICES_QUERY_KEY, catalogue]],
      scope: `[${FIRST_VIEW.attribute}]`,
      parts: PARTS,
    });
    files[`${FIRST_VIEW.pagesDir}/${expose}.html`] = `<style>${css}</style>${html}`;
  }
  return files;
}
