import { REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { CardGrid, Container, FeatureCard, Section, SectionHeading } from '@ssc/ui';
import { BadgeCheck, Timer, Trophy, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import { COMPANY_FIGURES } from '../../../lib/company';

const REASONS = [
  {
    icon: Trophy,
    title: 'الريادة',
    text: 'أول شركة خاصة في الأردن متخصصة في حل النزاعات والمعاملات لدى المؤسسة العامة للضمان الاجتماعي، نضع خبرتنا في خدمة الأفراد والمنشآت.',
  },
  {
    icon: BadgeCheck,
    title: 'ترخيص رسمي',
    text: 'نعمل بترخيص رسمي من وزارة الصناعة والتجارة، وبإجراءات موثّقة تحفظ حقوقك وسرية بياناتك في كل مرحلة.',
  },
  {
    icon: UsersRound,
    title: 'خبراء متخصصون',
    text: 'مستشارون قانونيون وخبراء في التأمينات الاجتماعية يعرفون أنظمة الضمان وتعليماته ولجانه بالتفصيل.',
  },
  {
    icon: Timer,
    title: 'سرعة الإنجاز',
    text: `نرد على طلبك ونؤكد موعدك خلال ${REPLY_WITHIN_HOURS} ساعة، ونتابع معاملتك خطوة بخطوة حتى تصل إلى النتيجة.`,
  },
] as const;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSubtle};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    text-align: center;
  }

  dt {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.display};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Landing section 2: why we are best: four cards and the company's figures. */
export function WhyUs() {
  return (
    <Section aria-labelledby="why-us-title">
      <Container>
        <SectionHeading
          id="why-us-title"
          eyebrow="لماذا نحن؟"
          title="لماذا نحن الأفضل في قضايا الضمان الاجتماعي؟"
          lead="لأن قضيتك تستحق من يعرف الطريق: خبرة متخصصة، وترخيص رسمي، ومتابعة حتى الإنجاز."
        />
        <CardGrid>
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <FeatureCard icon={<Icon aria-hidden="true" size={26} />} title={title}>
                {text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
        <Figures aria-label="إنجازاتنا بالأرقام">
          {COMPANY_FIGURES.map(({ value, label }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </Figures>
      </Container>
    </Section>
  );
}
