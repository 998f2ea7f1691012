import * as Accordion from '@radix-ui/react-accordion';
import { CONTACT_DETAILS, REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { ButtonLink, Container, PageHeading, useDocumentTitle } from '@ssc/ui';
import { ChevronDown, Phone } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { FAQ_ITEMS } from './faqItems';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

const Layout = styled.div`
  max-width: 880px;
`;

const Root = styled(Accordion.Root)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled(Accordion.Item)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  &[data-state='open'] { border-color: ${({ theme }) => theme.colors.brand}; }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-align: start;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surface}; }
  &:focus-visible { outline-offset: -3px; }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.brand};
    transition: transform 200ms ease;
  }
  &[data-state='open'] svg { transform: rotate(180deg); }
`;

const open = keyframes`
  from { height: 0; }
  to { height: var(--radix-accordion-content-height); }
`;

const close = keyframes`
  from { height: var(--radix-accordion-content-height); }
  to { height: 0; }
`;

const Content = styled(Accordion.Content)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-state='open'] { animation: ${open} 200ms ease-out; }
  &[data-state='closed'] { animation: ${close} 200ms ease-out; }

  > div {
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  }
  p:last-child { margin-block-end: 0; }
`;

const Help = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.xl}; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const CallLink = styled.a`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.brandLight}; }
`;

/** Spec §2 "FAQ page": eleven questions, one open at a time; links to /contact and a call. */
export function FaqPage() {
  useDocumentTitle('الأسئلة الشائعة');
  const { landline } = CONTACT_DETAILS;
  return (
    <Page>
      <PageHeading
        title="الأسئلة الشائعة"
        lead="إجابات واضحة عن أكثر ما يسألنا عنه عملاؤنا حول الاستشارات والحجز والدفع ومتابعة المعاملات."
      />
      <Layout>
        <Root type="single" collapsible>
          {FAQ_ITEMS.map((item) => (
            <Item key={item.id} value={item.id}>
              <Accordion.Header asChild>
                <Heading>
                  <Trigger>
                    {item.question}
                    <ChevronDown aria-hidden="true" size={22} />
                  </Trigger>
                </Heading>
              </Accordion.Header>
              <Content>
                <div>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </Content>
            </Item>
          ))}
        </Root>
        <Help aria-labelledby="faq-help-title">
          <h2 id="faq-help-title">لم تجد إجابة سؤالك؟</h2>
          <p>
            فريقنا جاهز لمساعدتك. راسلنا وسنرد عليك خلال {REPLY_WITHIN_HOURS} ساعة، أو اتصل بنا
            مباشرة.
          </p>
          <Actions>
            <ButtonLink to="/contact">تواصل معنا</ButtonLink>
            <CallLink href={`tel:${landline.tel}`}>
              <Phone aria-hidden="true" size={18} />
              اتصل بنا: <bdi dir="ltr">{landline.display}</bdi>
            </CallLink>
          </Actions>
        </Help>
      </Layout>
    </Page>
  );
}
