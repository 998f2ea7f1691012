import {
  ButtonLink,
  CardGrid,
  Container,
  FeatureCard,
  Section,
  SectionHeading,
  useDocumentTitle,
} from '@ssc/ui';
import { BadgeCheck, CalendarCheck, Eye, Flag, LayoutGrid, Target } from 'lucide-react';
import styled from 'styled-components';
import { COMPANY_FIGURES, COMPANY_STATEMENTS, LICENCE_TEXT } from '../../lib/company';
import { CREDENTIALS, EXPERTISE, VALUES } from './aboutContent';

const Intro = styled.header`
  padding-block: ${({ theme }) => theme.space[7]};
  background:
    radial-gradient(circle at 12% 30%, rgba(255, 255, 255, 0.12), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brandDeep}, ${({ theme }) => theme.colors.brand});
  color: ${({ theme }) => theme.colors.onBrand};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fluid.heroTitle};
  }

  p {
    max-width: 44rem;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fluid.heroLead};
  }
`;

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr;
  }

  p { color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ theme }) => theme.media.md} {
    p { font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.brandSubtle};
    text-align: center;
  }

  dt { font-size: ${({ theme }) => theme.typography.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Licence = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.brandLight};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }

  svg { flex: none; color: ${({ theme }) => theme.colors.brand}; }
  h2 { margin: 0 0 ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.typography.sizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Commitment = styled.div`
  max-width: 52rem;
  margin-inline: auto;
  text-align: center;

  p {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[5]};
`;

function Cards({ items, min }: { items: typeof EXPERTISE; min?: string }) {
  return (
    <CardGrid $min={min}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <FeatureCard icon={<Icon aria-hidden="true" size={26} />} title={title}>
            {text}
          </FeatureCard>
        </li>
      ))}
    </CardGrid>
  );
}

const STATEMENT_CARDS = [
  { icon: Eye, ...COMPANY_STATEMENTS.vision },
  { icon: Target, ...COMPANY_STATEMENTS.goals },
  { icon: Flag, ...COMPANY_STATEMENTS.mission },
];

/** Spec §2 "About page": story, licence, vision/goals/mission, expertise, values, commitment, credentials. */
export function AboutPage() {
  useDocumentTitle('من نحن');
  return (
    <>
      <Intro>
        <Container>
          <h1>من نحن</h1>
          <p>
            أول شركة خاصة مرخّصة في الأردن متخصصة في حل قضايا الضمان الاجتماعي، نقف إلى جانب الأفراد
            والمنشآت حتى يحصلوا على حقوقهم كاملة.
          </p>
        </Container>
      </Intro>

      <Section aria-labelledby="about-story-title">
        <Container>
          <Story>
            <div>
              <SectionHeading id="about-story-title" title="قصتنا" align="start" />
              <p>
                بدأت قصتنا من ملاحظة بسيطة: كثير من المؤمَّن عليهم وأصحاب العمل يخسرون حقوقاً مستحقة أو
                يتحملون غرامات يمكن تجنبها، لا لضعف موقفهم، بل لأن إجراءات الضمان الاجتماعي ولجانه
                وتعليماته تحتاج إلى خبرة متخصصة ووقت لا يملكه الجميع.
              </p>
              <p>
                على مدى أكثر من ثماني سنوات، جمعنا فريقاً من المستشارين القانونيين وخبراء التأمينات
                الاجتماعية، وتوليّنا مئات القضايا: من تصويب حسابات المنشآت وتعديل الرواتب، إلى إصابات
                العمل والتقاعد المبكر وحقوق الورثة. واليوم نقدم خدماتنا من مكتبنا في عمّان وعن بُعد
                لعملائنا في كل محافظات المملكة وخارجها.
              </p>
            </div>
            <Figures aria-label="مسيرتنا بالأرقام">
              {COMPANY_FIGURES.map(({ value, label }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </Figures>
          </Story>
          <Licence>
            <BadgeCheck aria-hidden="true" size={48} />
            <div>
              <h2>مرخّصون من وزارة الصناعة والتجارة</h2>
              <p>{LICENCE_TEXT}</p>
            </div>
          </Licence>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="about-vision-title">
        <Container>
          <SectionHeading
            id="about-vision-title"
            title="رؤيتنا وأهدافنا ورسالتنا"
            lead="ما نطمح إليه، وما نعمل لتحقيقه كل يوم."
          />
          <Cards items={STATEMENT_CARDS} />
        </Container>
      </Section>

      <Section aria-labelledby="about-expertise-title">
        <Container>
          <SectionHeading
            id="about-expertise-title"
            eyebrow="مجالات خبرتنا"
            title="سبعة مجالات نتقنها"
            lead="خبرة تغطي احتياجات الأفراد وأصحاب العمل في كل ما يتصل بالضمان الاجتماعي."
          />
          <Cards items={EXPERTISE} min="260px" />
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="about-values-title">
        <Container>
          <SectionHeading
            id="about-values-title"
            title="قيمنا"
            lead="ثلاث قيم تحكم عملنا مع كل عميل."
          />
          <Cards items={VALUES} />
        </Container>
      </Section>

      <Section $tone="ink" aria-labelledby="about-commitment-title">
        <Container>
          <Commitment>
            <SectionHeading id="about-commitment-title" title="التزامنا تجاهك" onDark />
            <p>
              نلتزم بأن ندرس قضيتك بعناية قبل أن ننصحك، وأن نشرح لك كل خطوة بلغة واضحة، وأن نتابع
              معاملتك بأنفسنا حتى تصل إلى نتيجتها، وأن نحفظ مستنداتك وبياناتك بسرية تامة. رضاك
              وحصولك على حقك هما مقياس نجاحنا.
            </p>
            <Actions>
              <ButtonLink to="/booking" $variant="secondary" $size="lg">
                <CalendarCheck aria-hidden="true" size={20} />
                احجز استشارتك
              </ButtonLink>
              <ButtonLink to="/services" $variant="outlineLight" $size="lg">
                <LayoutGrid aria-hidden="true" size={20} />
                تعرّف على خدماتنا
              </ButtonLink>
            </Actions>
          </Commitment>
        </Container>
      </Section>

      <Section aria-labelledby="about-credentials-title">
        <Container>
          <SectionHeading
            id="about-credentials-title"
            eyebrow="الثقة أولاً"
            title="التراخيص والشهادات"
            lead="يسعدنا أن نطلعك على نسخ التراخيص والشهادات في مكتبنا في عمّان عند الطلب."
          />
          <Cards items={CREDENTIALS} />
        </Container>
      </Section>
    </>
  );
}
