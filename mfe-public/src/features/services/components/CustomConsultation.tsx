import { ButtonLink } from '@ssc/ui';
import styled from 'styled-components';
import { Band, ButtonRow } from './layout';

const Text = styled.p`
  max-width: 60ch;
`;

export function CustomConsultation() {
  return (
    <Band aria-labelledby="custom-consultation-title">
      <h2 id="custom-consultation-title">هل تحتاج إلى استشارة مخصصة؟</h2>
      <Text>
        لكل قضية تفاصيلها الخاصة. إن لم تجد الخدمة التي تبحث عنها، أخبرنا عن حالتك وسيقترح عليك
        مستشارونا الحل الأنسب، أو احجز استشارة مباشرة حضورياً في مكتبنا أو عن بُعد عبر الفيديو.
      </Text>
      <ButtonRow>
        <ButtonLink to="/contact">تواصل معنا</ButtonLink>
        <ButtonLink to="/booking" $variant="secondary">
          احجز استشارة
        </ButtonLink>
      </ButtonRow>
    </Band>
  );
}
