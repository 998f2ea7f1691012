import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { VisuallyHidden } from '@ssc/ui';
import { ExternalLink, MapPin } from 'lucide-react';
import styled from 'styled-components';

const { lat, lng } = CONTACT_DETAILS.location;
export const GOOGLE_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  > svg { display: block; width: 100%; height: auto; }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[4]};

  p { display: flex; gap: ${({ theme }) => theme.space[2]}; margin: 0; }
  p svg { flex-shrink: 0; margin-block-start: 0.3em; color: ${({ theme }) => theme.colors.brand}; }
`;

const MapLink = styled.a`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const BUILDINGS = [
  [40, 30, 90, 50],
  [150, 30, 70, 50],
  [40, 190, 60, 80],
  [120, 190, 100, 40],
  [380, 30, 80, 50],
  [480, 30, 80, 60],
  [390, 190, 70, 90],
  [480, 200, 90, 50],
  [120, 245, 100, 30],
] as const;

/**
 * A static map illustration of the office area with a link to Google Maps: no third-party frame,
 * nothing that delays rendering, and the CSP stays as it is.
 */
export function OfficeMap() {
  return (
    <Figure>
      <svg viewBox="0 0 600 300" role="img" aria-labelledby="office-map-title">
        <title id="office-map-title">
          خريطة توضيحية لموقع مكتبنا في {CONTACT_DETAILS.addressAr}
        </title>
        <rect width="600" height="300" fill="#f1f5f4" />
        <rect x="250" y="30" width="100" height="70" rx="10" fill="#d9f0dc" />
        <circle cx="275" cy="55" r="10" fill="#bfe3c4" />
        <circle cx="320" cy="72" r="14" fill="#bfe3c4" />
        {BUILDINGS.map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="4" fill="#e2e6ea" />
        ))}
        <g stroke="#ffffff" strokeLinecap="round" fill="none">
          <path d="M0 140 H600" strokeWidth="26" />
          <path d="M235 0 V300" strokeWidth="16" />
          <path d="M365 0 V300" strokeWidth="16" />
          <path d="M0 300 L140 140" strokeWidth="12" />
        </g>
        <g stroke="#cbd2d9" fill="none">
          <path d="M0 140 H600" strokeWidth="1" strokeDasharray="10 10" />
        </g>
        <circle cx="365" cy="140" r="24" fill="#ffffff" />
        <circle cx="365" cy="140" r="12" fill="#d9f0dc" />
        <circle cx="300" cy="172" r="26" fill="#b91c1c" opacity="0.15" />
        <path
          d="M300 100c-17 0-30 13-30 30 0 22 30 48 30 48s30-26 30-48c0-17-13-30-30-30z"
          fill="#b91c1c"
        />
        <circle cx="300" cy="130" r="11" fill="#ffffff" />
        <g fontFamily="inherit" fontSize="15" fill="#374151" textAnchor="middle">
          <text x="470" y="132">
            شارع وصفي التل
          </text>
          <text x="300" y="210" fontWeight="700" fill="#991b1b">
            مكتبنا
          </text>
        </g>
      </svg>
      <Caption>
        <p>
          <MapPin aria-hidden="true" size={18} />
          {CONTACT_DETAILS.addressAr}
        </p>
        <MapLink href={GOOGLE_MAPS_URL} target="_blank" rel="noopener noreferrer">
          افتح الموقع في خرائط Google
          <ExternalLink aria-hidden="true" size={16} />
          <VisuallyHidden>(يفتح في نافذة جديدة)</VisuallyHidden>
        </MapLink>
      </Caption>
    </Figure>
  );
}
