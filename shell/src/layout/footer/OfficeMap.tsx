import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { VisuallyHidden } from '@ssc/ui';
import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import mapImage from './office-map.svg';

const { lat, lng } = CONTACT_DETAILS.location;
export const GOOGLE_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.gray[700]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #e8eef3;

  img { display: block; width: 100%; height: auto; }
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 32px;
    color: ${({ theme }) => theme.colors.brandOnDark};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

/**
 * The office on a map: a static illustration of the Gardens district, a small local image loaded
 * lazily (no third-party frame, so nothing blocks rendering and the CSP stays closed) with a link to the exact spot in Google Maps.
 */
export function OfficeMap() {
  return (
    <Figure>
      <img
        src={mapImage}
        alt="خريطة توضيحية لموقع مكتبنا في شارع وصفي التل (الجاردنز)، عمّان"
        width={320}
        height={150}
        loading="lazy"
        decoding="async"
      />
      <Caption>
        <span>{CONTACT_DETAILS.addressAr}</span>
        <a href={GOOGLE_MAPS_URL} target="_blank" rel="noopener noreferrer">
          افتح الموقع في خرائط Google
          <ExternalLink aria-hidden="true" size={14} />
          <VisuallyHidden>(تفتح في نافذة جديدة)</VisuallyHidden>
        </a>
      </Caption>
    </Figure>
  );
}
