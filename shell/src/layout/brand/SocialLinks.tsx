import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { bareList } from '@ssc/ui';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

// lucide-react no longer ships brand logos: these are its former outline glyphs (24 × 24, stroked
// like every other icon of the site).
const FACEBOOK = <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />;
const INSTAGRAM = (
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>
);
const LINKEDIN = (
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <path d="M2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </>
);

function BrandIcon({ glyph, size }: { glyph: ReactNode; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyph}
    </svg>
  );
}

const NETWORKS = [
  { name: 'فيسبوك', href: CONTACT_DETAILS.social.facebook, glyph: FACEBOOK },
  { name: 'إنستغرام', href: CONTACT_DETAILS.social.instagram, glyph: INSTAGRAM },
  { name: 'لينكد إن', href: CONTACT_DETAILS.social.linkedin, glyph: LINKEDIN },
] as const;

const List = styled.ul<{ $onDark: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${bareList}

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 40px;
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onInk : theme.colors.textMuted)};
    background: ${({ $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.08)' : 'transparent')};
    text-decoration: none;
    transition: color ${({ theme }) => theme.motion.fast} ease,
      background-color ${({ theme }) => theme.motion.fast} ease;
  }

  a:hover {
    color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onBrand : theme.colors.brand)};
    background: ${({ $onDark, theme }) => ($onDark ? theme.colors.brand : theme.colors.brandSubtle)};
  }
`;

/**
 * The three social networks (new tab) and, optionally, a call link to the landline: the header's
 * and the footer's icon row.
 */
export function SocialLinks({
  onDark = false,
  withPhone = false,
  phoneLabel,
  size = 20,
}: {
  onDark?: boolean;
  withPhone?: boolean;
  /** Shown next to the phone icon (e.g. the number on wide screens). */
  phoneLabel?: ReactNode;
  size?: number;
}) {
  const { landline } = CONTACT_DETAILS;
  return (
    <List $onDark={onDark}>
      {NETWORKS.map(({ name, href, glyph }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} (تفتح في نافذة جديدة)`}
          >
            <BrandIcon glyph={glyph} size={size} />
          </a>
        </li>
      ))}
      {withPhone ? (
        <li>
          <a href={`tel:${landline.tel}`} aria-label={`اتصل بنا على الرقم ${landline.display}`}>
            <Phone aria-hidden="true" size={size} />
            {phoneLabel}
          </a>
        </li>
      ) : null}
    </List>
  );
}
