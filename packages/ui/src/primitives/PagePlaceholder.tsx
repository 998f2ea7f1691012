import styled from 'styled-components';
import { type DocumentTitle, useDocumentTitle } from '../hooks/useDocumentTitle';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { PageHeading } from './PageHeading';

const Section = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

/**
 * A route whose real page is still being built: the right heading and title, a sentence
 * saying so, and a way home — never a blank screen.
 */
export function PagePlaceholder({
  heading,
  documentTitle = heading,
}: {
  heading: string;
  documentTitle?: DocumentTitle;
}) {
  useDocumentTitle(documentTitle);
  return (
    <Section>
      <PageHeading title={heading} lead="نعمل حالياً على إعداد هذه الصفحة، وستكون متاحة قريباً." />
      <ButtonLink to="/" $variant="secondary">
        العودة إلى الصفحة الرئيسية
      </ButtonLink>
    </Section>
  );
}
