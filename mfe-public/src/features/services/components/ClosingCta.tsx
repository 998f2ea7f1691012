import { ButtonLink } from '@ssc/ui';
import styled from 'styled-components';
import { Band, ButtonRow } from './layout';

const Cta = styled(Band)`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  text-align: center;

  > div { justify-content: center; }
`;

export function ClosingCta() {
  return (
    <Cta aria-labelledby="services-cta-title">
      <h2 id="services-cta-title">ابدأ الآن بخطوة واثقة</h2>
      <p>احجز استشارتك اليوم، ودع خبراءنا يتولّون متابعة قضيتك لدى مؤسسة الضمان الاجتماعي.</p>
      <ButtonRow>
        <ButtonLink to="/booking" $variant="secondary">
          احجز استشارتك الآن
        </ButtonLink>
        <ButtonLink to="/contact" $variant="secondary">
          تواصل معنا
        </ButtonLink>
      </ButtonRow>
    </Cta>
  );
}
