import { ButtonLink, Container, useDocumentTitle } from '@ssc/ui';
import styled from 'styled-components';

const Section = styled(Container)`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.display};
`;

/** The spec's 404 page: its English text, plus an Arabic explanation and a way home. */
export function NotFound() {
  useDocumentTitle('الصفحة غير موجودة');
  return (
    <Section>
      <Title lang="en" dir="ltr">
        404 Page Not Found
      </Title>
      <p lang="en" dir="ltr">
        Did you forget to add the page to the router?
      </p>
      <p>عذراً، الصفحة التي تبحث عنها غير موجودة أو ربما نُقلت إلى عنوان آخر.</p>
      <ButtonLink to="/">العودة إلى الصفحة الرئيسية</ButtonLink>
    </Section>
  );
}
