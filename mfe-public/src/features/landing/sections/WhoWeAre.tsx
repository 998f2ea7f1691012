import { ButtonLink, CardGrid, Container, FeatureCard, Section, SectionHeading } from '@ssc/ui';
import { Eye, Flag, Target } from 'lucide-react';
import styled from 'styled-components';
import { COMPANY_STATEMENTS } from '../../../lib/company';

const CARDS = [
  { icon: Eye, ...COMPANY_STATEMENTS.vision },
  { icon: Target, ...COMPANY_STATEMENTS.goals },
  { icon: Flag, ...COMPANY_STATEMENTS.mission },
] as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

/** Landing section 3: who we are: vision, goals and mission, with links to services and contact. */
export function WhoWeAre() {
  return (
    <Section $tone="surface" aria-labelledby="who-we-are-title">
      <Container>
        <SectionHeading
          id="who-we-are-title"
          eyebrow="من نحن"
          title="شريكك الموثوق أمام مؤسسة الضمان الاجتماعي"
          lead="شركة أردنية خاصة مرخّصة، تجمع الخبرة القانونية والمعرفة العملية بأنظمة الضمان الاجتماعي لتحل قضايا الأفراد وأصحاب العمل بسرعة ووضوح."
        />
        <CardGrid>
          {CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <FeatureCard icon={<Icon aria-hidden="true" size={26} />} title={title}>
                {text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
        <Actions>
          <ButtonLink to="/services">اكتشف خدماتنا</ButtonLink>
          <ButtonLink to="/contact" $variant="secondary">
            تواصل معنا
          </ButtonLink>
        </Actions>
      </Container>
    </Section>
  );
}
