import { REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { bareList } from '@ssc/ui';
import { Award, BadgeCheck, Clock, UserCheck } from 'lucide-react';
import styled from 'styled-components';
import { Band } from './layout';

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'أول شركة خاصة مرخّصة',
    text: 'أول شركة خاصة في الأردن متخصصة في حل قضايا الضمان الاجتماعي، بترخيص من وزارة الصناعة والتجارة.',
  },
  {
    icon: Award,
    title: 'خبرة ونتائج موثوقة',
    text: 'أكثر من 8 سنوات من الخبرة، وأكثر من 300 قضية تم حلها بنسبة نجاح تصل إلى 98%.',
  },
  {
    icon: UserCheck,
    title: 'متابعة حتى الإنجاز',
    text: 'ضابط ارتباط متخصص يتابع معاملتك لدى اللجان الإدارية والطبية حتى تصل إلى النتيجة.',
  },
  {
    icon: Clock,
    title: `رد خلال ${REPLY_WITHIN_HOURS} ساعة`,
    text: `نرد على طلبك ونؤكد موعدك خلال ${REPLY_WITHIN_HOURS} ساعة، في مكتبنا في عمّان أو عن بُعد عبر الفيديو.`,
  },
] as const;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }

  li {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  svg { color: ${({ theme }) => theme.colors.brand}; }
  h3 { margin-block: ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function WhyChooseUs() {
  return (
    <Band aria-labelledby="why-us-title">
      <h2 id="why-us-title">لماذا تختارنا؟</h2>
      <Grid>
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden="true" size={32} />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Grid>
    </Band>
  );
}
