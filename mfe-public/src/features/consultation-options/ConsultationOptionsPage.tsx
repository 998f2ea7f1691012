import { CONSULTATION_FEE_JOD, REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { Button, ButtonLink, bareList, Container, PageHeading, useDocumentTitle } from '@ssc/ui';
import { Building2, CalendarCheck, Check, CreditCard, PhoneCall, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PlatformDialog } from './components/PlatformDialog';
import { OFFICE_BOOKING_URL } from './options';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brand};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  ${bareList}

  li { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: flex-start; }
  svg { flex-shrink: 0; margin-block-start: 0.3em; color: ${({ theme }) => theme.colors.success}; }
`;

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space[2]};

  > * { width: 100%; }
`;

const Steps = styled.section`
  margin-block-start: ${({ theme }) => theme.space[7]};

  h2 { font-size: ${({ theme }) => theme.typography.sizes.xxl}; }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    ${bareList}
    counter-reset: step;

    ${({ theme }) => theme.media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  li svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.brand}; }
  h3 { margin-block-end: ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function OptionCard({
  id,
  icon,
  title,
  text,
  features,
  action,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  features: readonly string[];
  action: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <IconBadge aria-hidden="true">{icon}</IconBadge>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <Features>
        {features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={18} />
            {feature}
          </li>
        ))}
      </Features>
      <Action>{action}</Action>
    </Card>
  );
}

const STEPS = [
  {
    icon: CalendarCheck,
    title: 'اختر الطريقة والموعد',
    text: 'حضورياً في مكتبنا أو عن بُعد، ثم اختر اليوم والوقت المناسبين لك من التقويم.',
  },
  {
    icon: CreditCard,
    title: 'ادفع وأرفق مستنداتك',
    text: `رسوم الاستشارة ${CONSULTATION_FEE_JOD} ديناراً أردنياً تُدفع مسبقاً بأمان، ويمكنك إرفاق مستنداتك مع الحجز.`,
  },
  {
    icon: PhoneCall,
    title: 'نؤكد موعدك',
    text: `يتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة لتأكيد الموعد وتجهيز ما تحتاجه الجلسة.`,
  },
] as const;

/** Spec §2 "Consultation options page": office → booking; remote → Zoom/Teams dialog → booking. */
export function ConsultationOptionsPage() {
  useDocumentTitle('استشرنا أينما كنت');
  return (
    <Page>
      <PageHeading
        title="استشرنا أينما كنت"
        lead="اختر الطريقة الأنسب لك: زُرنا في مكتبنا في عمّان، أو تحدّث مع مستشارك عبر الفيديو من أي مكان."
      />
      <Options>
        <OptionCard
          id="option-office"
          icon={<Building2 size={32} />}
          title="استشارة حضورية في المكتب"
          text="لقاء مباشر مع مستشار متخصص في مكتبنا في عمّان، لمراجعة قضيتك ومستنداتك الأصلية وجهاً لوجه."
          features={[
            'جلسة مدتها من 60 إلى 90 دقيقة',
            'مراجعة المستندات الأصلية مع المستشار مباشرة',
            'من الأحد إلى الخميس في ساعات الدوام الرسمي',
          ]}
          action={<ButtonLink to={OFFICE_BOOKING_URL}>احجز موعداً في المكتب</ButtonLink>}
        />
        <OptionCard
          id="option-remote"
          icon={<Video size={32} />}
          title="استشارة عن بُعد عبر الفيديو"
          text="استشارة كاملة من منزلك أو مكتبك، داخل الأردن أو خارجه، عبر منصة Zoom أو Microsoft Teams."
          features={[
            'جلسة فيديو مدتها 60 دقيقة',
            'ترفع مستنداتك إلكترونياً عند الحجز',
            'رابط الاجتماع يصلك بعد تأكيد الموعد',
          ]}
          action={<PlatformDialog trigger={<Button>اختر منصة الاستشارة</Button>} />}
        />
      </Options>
      <Steps aria-labelledby="consultation-steps-title">
        <h2 id="consultation-steps-title">كيف تتم الاستشارة؟</h2>
        <ol>
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" size={28} />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Steps>
    </Page>
  );
}
