import { ButtonLink, CtaBand } from '@ssc/ui';
import { CalendarCheck } from 'lucide-react';

/** Landing section 6: the closing call to action (booking and contact). */
export function ClosingCta() {
  return (
    <CtaBand
      id="landing-cta-title"
      title="هل لديك قضية أو معاملة لدى الضمان الاجتماعي؟"
      text="لا تتركها للانتظار. احجز استشارتك الآن أو تواصل معنا، وسيتولى خبراؤنا متابعتها حتى الإنجاز."
      actions={
        <>
          <ButtonLink to="/booking" $variant="secondary" $size="lg">
            <CalendarCheck aria-hidden="true" size={20} />
            احجز استشارتك الآن
          </ButtonLink>
          <ButtonLink to="/contact" $variant="outlineLight" $size="lg">
            تواصل معنا
          </ButtonLink>
        </>
      }
    />
  );
}
