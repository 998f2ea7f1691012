import { Button, ButtonLink, bareList, Container, PageHeading, useDocumentTitle } from '@ssc/ui';
import { cardBox } from '@ssc/ui/layout';
import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { Rating } from './components/Rating';
import { PARTNERS, type Partner } from './partners';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${bareList}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  ${cardBox}

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.xl}; }
  > p { flex: 1; margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const CardHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Logo = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${bareList}

  li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brandLight};
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

const Subscribe = styled(Button)`
  width: 100%;
`;

const Advice = styled.aside`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  justify-content: space-between;
  margin-block-start: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  div { display: flex; gap: ${({ theme }) => theme.space[3]}; align-items: flex-start; max-width: 70ch; }
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0; }
`;

/** The first letter of the company's name after the article "ال", as a stand-in logo. */
function monogram(name: string): string {
  return name.replace(/^ال/, '').charAt(0);
}

function PartnerCard({ partner }: { partner: Partner }) {
  const titleId = `partner-${partner.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHead>
        <Logo aria-hidden="true">{monogram(partner.name)}</Logo>
        <div>
          <h2 id={titleId}>{partner.name}</h2>
          <Rating value={partner.rating} />
        </div>
      </CardHead>
      <p>{partner.description}</p>
      <Tags aria-label={`مزايا ${partner.name}`}>
        {partner.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Tags>
      {/* Spec §2: the subscribe button shows no action. */}
      <Subscribe aria-label={`اشترك الآن في ${partner.name}`}>اشترك الآن</Subscribe>
    </Card>
  );
}

/** Spec §2 "Retirement products page": six partner insurance companies. */
export function RetirementProductsPage() {
  useDocumentTitle('منتجات التقاعد');
  return (
    <Page>
      <PageHeading
        title="منتجات التقاعد"
        lead="برامج ادخار وتأمين تقاعدي من شركات تأمين شريكة، تكمّل راتبك التقاعدي من الضمان الاجتماعي وتؤمّن مستقبلك ومستقبل أسرتك."
      />
      <Grid>
        {PARTNERS.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </Grid>
      <Advice aria-label="استشارة قبل الاشتراك">
        <div>
          <ShieldCheck aria-hidden="true" size={28} />
          <p>
            قبل الاشتراك في أي منتج، ننصحك بمراجعة وضعك في الضمان الاجتماعي مع مستشارينا لاختيار
            البرنامج الذي يكمّل راتبك التقاعدي دون تكرار أو تعارض.
          </p>
        </div>
        <ButtonLink to="/booking" $variant="secondary">
          احجز استشارة تقاعد
        </ButtonLink>
      </Advice>
    </Page>
  );
}
