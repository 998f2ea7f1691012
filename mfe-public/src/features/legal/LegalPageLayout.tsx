import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { Container, PageHeading, Unbroken, useDocumentTitle } from '@ssc/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Spec §2 "Legal pages": each ends with "last updated January 2025". */
export const LEGAL_LAST_UPDATED = 'يناير 2025';

export interface LegalSection {
  /** Fragment id, also the table-of-contents link target. */
  id: string;
  title: string;
  body: ReactNode;
}

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]};
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space[4]};
  }

  h2 { margin-block-end: ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.typography.sizes.lg}; }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
`;

const Article = styled.article`
  max-width: 75ch;

  > section {
    padding-block: ${({ theme }) => theme.space[5]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  > section:first-child { padding-block-start: 0; }

  h2 {
    /* Leaves room above a section heading reached from the table of contents. */
    scroll-margin-block-start: ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  h2 span { color: ${({ theme }) => theme.colors.brand}; }
  h3 { margin-block: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  ul, ol { margin-block: 0 ${({ theme }) => theme.space[3]}; padding-inline-start: ${({ theme }) => theme.space[5]}; }
  li { margin-block-end: ${({ theme }) => theme.space[1]}; }
  p:last-child, ul:last-child { margin-block-end: 0; }
`;

const ContactList = styled.ul`
  list-style: none;
  padding-inline-start: 0 !important;

  a { color: ${({ theme }) => theme.colors.brandDark}; }
`;

const Updated = styled.p`
  margin-block-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const CONTACT_SECTION_ID = 'contact-details';

function ContactDetailsBody({ intro }: { intro: string }) {
  const { emails, landline, mobiles, addressAr } = CONTACT_DETAILS;
  const phones = [landline, ...mobiles];
  return (
    <>
      <p>{intro}</p>
      <ContactList>
        <li>
          البريد الإلكتروني:{' '}
          {emails.map((email, i) => (
            <span key={email}>
              {i > 0 ? '، ' : null}
              <a href={`mailto:${email}`}>
                <Unbroken dir="ltr">{email}</Unbroken>
              </a>
            </span>
          ))}
        </li>
        <li>
          الهاتف:{' '}
          {phones.map((phone, i) => (
            <span key={phone.tel}>
              {i > 0 ? '، ' : null}
              <a href={`tel:${phone.tel}`}>
                <bdi dir="ltr">{phone.display}</bdi>
              </a>
            </span>
          ))}
        </li>
        <li>العنوان: {addressAr}</li>
      </ContactList>
    </>
  );
}

/**
 * The one layout of the privacy, terms and refund pages: heading, a table of contents linking to
 * each numbered section, the sections, the contact details and the last-updated date.
 */
export function LegalPageLayout({
  title,
  lead,
  sections,
  contactTitle = 'التواصل معنا',
  contactIntro,
}: {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
  contactTitle?: string;
  contactIntro: string;
}) {
  useDocumentTitle(title);
  const all: readonly LegalSection[] = [
    ...sections,
    {
      id: CONTACT_SECTION_ID,
      title: contactTitle,
      body: <ContactDetailsBody intro={contactIntro} />,
    },
  ];
  return (
    <Page>
      <PageHeading title={title} lead={lead} />
      <Grid>
        <Toc aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">محتويات الصفحة</h2>
          <ol>
            {all.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
        <Article aria-label={title}>
          {all.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                <span aria-hidden="true">{index + 1}. </span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <Updated>آخر تحديث: {LEGAL_LAST_UPDATED}</Updated>
        </Article>
      </Grid>
    </Page>
  );
}
