import { Container, getAppConfig } from '@ssc/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { FOOTER_LINKS } from './navLinks';

const Wrapper = styled.footer`
  margin-block-start: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 2fr;
  }
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a { color: inherit; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Copy = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  opacity: 0.85;
`;

/** Placeholder footer: site name, the important links and the current year. */
export function Footer() {
  const { siteName } = getAppConfig();
  return (
    <Wrapper>
      <Grid>
        <div>
          <Name>{siteName}</Name>
          <p>استشارات متخصصة في قضايا الضمان الاجتماعي — عمّان، الأردن.</p>
        </div>
        <nav aria-label="روابط مهمة">
          <Links>
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <Copy>
          © {new Date().getFullYear()} {siteName}. جميع الحقوق محفوظة.
        </Copy>
      </Grid>
    </Wrapper>
  );
}
