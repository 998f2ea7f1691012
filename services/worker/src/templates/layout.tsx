import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactElement, ReactNode } from 'react';

/**
 * The one layout of every email: Arabic, right to left, a white card on a grey page with the
 * company's name on top and the team's greeting at the bottom. React escapes every text and
 * attribute: templates pass plain strings, never markup. Pass one string per element (a
 * template literal, not `text {value}`), so the HTML carries the sentence as the text part does.
 */
export function EmailLayout(props: {
  siteName: string;
  /** The document title (the subject). */
  title: string;
  /** The line a mailbox shows beside the subject. */
  preview: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Html lang="ar" dir="rtl">
      <Head>
        <meta name="viewport" content="width=device-width" />
        <title>{props.title}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container dir="rtl" style={card}>
          <Heading as="h1" style={siteTitle}>
            {props.siteName}
          </Heading>
          {props.children}
          <Text style={{ ...paragraph, margin: 0 }}>{`مع تحيات فريق ${props.siteName}`}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const RED = '#b71c1c';

const page: CSSProperties = { margin: 0, padding: 0, backgroundColor: '#f5f5f5' };
const card: CSSProperties = {
  maxWidth: '600px',
  margin: '0 auto',
  padding: '24px',
  backgroundColor: '#ffffff',
  fontFamily: 'Tahoma,Arial,sans-serif',
  color: '#222222',
  textAlign: 'right',
};
const siteTitle: CSSProperties = { margin: '0 0 16px', fontSize: '22px', color: RED };
const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.7' };

/** A paragraph of the body. */
export function P(props: { children: string; strong?: boolean; muted?: boolean }): ReactElement {
  return (
    <Text
      style={{
        ...paragraph,
        ...(props.strong ? { fontWeight: 'bold' } : {}),
        ...(props.muted ? { color: '#555555' } : {}),
      }}
    >
      {props.children}
    </Text>
  );
}

/** The one action of a message, a link drawn as a button. */
export function ButtonLink(props: { href: string; children: string }): ReactElement {
  return (
    <Text style={{ ...paragraph, margin: '0 0 20px' }}>
      <Link
        href={props.href}
        style={{
          display: 'inline-block',
          padding: '10px 20px',
          backgroundColor: RED,
          color: '#ffffff',
          textDecoration: 'none',
          borderRadius: '6px',
        }}
      >
        {props.children}
      </Link>
    </Text>
  );
}

/** «للاستفسار: …» with phone numbers and addresses kept left to right inside the Arabic line. */
export function ContactLine(props: { items: string[] }): ReactElement {
  return (
    <Text style={{ ...paragraph, margin: '0 0 16px', color: '#555555' }}>
      {'للاستفسار: '}
      {props.items.map((item, i) => (
        <span key={item}>
          {i === 0 ? '' : i === props.items.length - 1 ? ' — ' : ' / '}
          <span dir="ltr">{item}</span>
        </span>
      ))}
    </Text>
  );
}

export const headingStyle: CSSProperties = { margin: '0 0 8px', fontSize: '18px' };
export const paragraphStyle = paragraph;

/** Label and value rows (the booking's facts): the text part writes them `label: value`. */
export function FactsTable(props: { rows: readonly (readonly [string, string])[] }): ReactElement {
  return (
    <Section>
      <table role="presentation" style={factsTable}>
        <tbody>
          {props.rows.map(([label, value], index) => (
            // Labels may repeat (two appointments at one time); rows never move.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list
            <tr key={index}>
              <th scope="row" style={labelCell}>
                {label}
              </th>
              <td style={cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

const factsTable: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  margin: '0 0 16px',
};
const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #eeeeee',
  verticalAlign: 'top',
  fontSize: '16px',
  lineHeight: '1.7',
};
const labelCell: CSSProperties = {
  ...cell,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  color: '#555555',
  fontWeight: 'bold',
};
