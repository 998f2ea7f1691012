import { BookingEase } from './BookingEase';
import { ClosingCta } from './ClosingCta';
import { VisionBand } from './VisionBand';
import { WhoWeAre } from './WhoWeAre';
import { WhyUs } from './WhyUs';

/** Spec §2 "Landing page": the five sections after the hero, in order. */
export default function LandingSections() {
  return (
    <>
      <WhyUs />
      <WhoWeAre />
      <BookingEase />
      <VisionBand />
      <ClosingCta />
    </>
  );
}
