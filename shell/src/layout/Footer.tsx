import { bareList, Container, getAppConfig, VisuallyHidden } from '@ssc/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Logo } from './brand/Logo';
import { SocialLinks } from './brand/SocialLinks';
import { ContactList } from './footer/ContactList';
import { FOOTER_SERVICES } from './footer/footerContent';
import { NewsletterForm } from './footer/NewsletterForm';
import { OfficeMap } from './footer/OfficeMap';
import { FOOTER_LINKS } from './navLinks';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  border-block-start: 4px solid ${({ theme }) => theme.colors.brand};
`;

// Tracks of minmax(0, …): an email address or the form's input never widen the page at 360 px.
const Columns = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.3fr 1fr 0.8fr 1.3fr;
  }
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.onInk};
  }

  p { margin: 0; color: ${({ theme }) => theme.colors.onInkMuted}; }
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${bareList}

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.onInkMuted};
    text-decoration: none;
  }
  a:hover { color: ${({ theme }) => theme.colors.onBrand}; text-decoration: underline; }
`;

const Extras = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  padding-block-end: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Bottom = styled.div`
  border-block-start: 1px solid ${({ theme }) => theme.colors.gray[700]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};

  p { margin: 0; padding-block: ${({ theme }) => theme.space[4]}; }
`;

/**
 * The site footer (spec §2): newsletter, the Amman office (address, phones, emails, map), social
 * links, service links (all to /services), the important pages and policies, and the year.
 */
export function Footer() {
  const { siteName } = getAppConfig();
  return (
    <Wrapper data-print="hide">
      <Columns>
        <Column aria-labelledby="footer-about">
          <VisuallyHidden as="h2" id="footer-about">
            عن {siteName}
          </VisuallyHidden>
          <Logo onDark />
          <p>
            أول شركة خاصة مرخّصة في الأردن متخصصة في حل قضايا الضمان الاجتماعي، نرافق الأفراد
            والمنشآت من الاستشارة الأولى حتى إنجاز المعاملة.
          </p>
          <SocialLinks onDark />
        </Column>
        <Column aria-labelledby="footer-services">
          <h2 id="footer-services">خدماتنا</h2>
          <LinkList>
            {FOOTER_SERVICES.map((name) => (
              <li key={name}>
                <Link to="/services">{name}</Link>
              </li>
            ))}
          </LinkList>
        </Column>
        <Column as="nav" aria-labelledby="footer-links">
          <h2 id="footer-links">روابط مهمة</h2>
          <LinkList>
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </LinkList>
        </Column>
        <Column aria-labelledby="footer-contact">
          <h2 id="footer-contact">تواصل معنا</h2>
          <ContactList />
        </Column>
      </Columns>
      <Extras>
        <NewsletterForm />
        <OfficeMap />
      </Extras>
      <Bottom>
        <Container>
          <p>
            © {new Date().getFullYear()} {siteName}. جميع الحقوق محفوظة. مرخّصة من وزارة الصناعة
            والتجارة الأردنية.
          </p>
        </Container>
      </Bottom>
    </Wrapper>
  );
}
