import { CONSULTATION_FEE_JOD, REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { ButtonLink, bareList, Container, Section, SectionHeading } from '@ssc/ui';
import { CalendarCheck, CalendarDays, FileUp, MessageSquareReply } from 'lucide-react';
import styled from 'styled-components';

const BENEFITS = [
  {
    icon: CalendarDays,
    title: 'مواعيد مرنة بتقويم تفاعلي',
    text: 'اختر اليوم والساعة المناسبين لك من تقويم يعرض المواعيد المتاحة فقط، في مكتبنا في عمّان أو عن بُعد عبر الفيديو.',
  },
  {
    icon: FileUp,
    title: 'ارفع مستنداتك أثناء الحجز',
    text: 'أرفق كشف الاشتراك والقرارات والتقارير الطبية بصيغ PDF أو صور أو Word، ليطّلع عليها المستشار قبل الجلسة.',
  },
  {
    icon: MessageSquareReply,
    title: `رد خلال ${REPLY_WITHIN_HOURS} ساعة`,
    text: `يتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة لتأكيد الموعد وتفاصيل الجلسة، وتصلك تفاصيل الحجز على بريدك الإلكتروني.`,
  },
] as const;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
  counter-reset: step;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-block-start: 4px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    counter-increment: step;
  }

  li::after {
    content: counter(step);
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space[4]};
    inset-inline-end: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    color: ${({ theme }) => theme.colors.gray[300]};
  }

  svg { color: ${({ theme }) => theme.colors.brand}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
  text-align: center;

  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/** Landing section 4: booking ease: three benefits, the fee, and the booking button. */
export function BookingEase() {
  return (
    <Section aria-labelledby="booking-ease-title">
      <Container>
        <SectionHeading
          id="booking-ease-title"
          eyebrow="حجز سهل"
          title="احجز استشارتك في دقائق"
          lead="ثلاث خطوات بسيطة تفصلك عن مستشار متخصص يدرس قضيتك ويرسم لك الطريق."
        />
        <Steps>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" size={28} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </Steps>
        <Footer>
          <p>
            رسوم الاستشارة المتخصصة <strong>{CONSULTATION_FEE_JOD} ديناراً أردنياً</strong> شاملة
            الضرائب، تُدفع مسبقاً بطريقة دفع آمنة.
          </p>
          <ButtonLink to="/booking" $size="lg">
            <CalendarCheck aria-hidden="true" size={20} />
            احجز موعدك الآن
          </ButtonLink>
        </Footer>
      </Container>
    </Section>
  );
}
