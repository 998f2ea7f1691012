import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { VisuallyHidden } from '@ssc/ui';
import { ExternalLink, MapPin } from 'lucide-react';
import styled from 'styled-components';
import { useNearViewport } from './useNearViewport';

const { lat, lng } = CONTACT_DETAILS.location;
export const GOOGLE_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

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

/** OpenStreetMap's own embed: a real, zoomable map with no API key and no tracking script. */
const delta = { lat: 0.004, lng: 0.006 };
export const OSM_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - delta.lng}%2C${lat - delta.lat}%2C${lng + delta.lng}%2C${lat + delta.lat}&layer=mapnik&marker=${lat}%2C${lng}`;
export const OSM_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 1;
  min-height: 240px;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The office on a real map (OpenStreetMap, loaded only when scrolled near, so it never delays the
 * page) with links to open it in OpenStreetMap or Google Maps. The gateway's CSP allows this frame.
 * The frame gets its address from the live page (the build-time first view has none): Chrome starts
 * a `loading="lazy"` frame 1,250–2,500 px before it is in view, so on a phone the map, below the
 * form, came with the page, its scripts and tiles competing with the form for the link and the CPU.
 */
export function OfficeMap() {
  const [frame, near] = useNearViewport<HTMLIFrameElement>();
  return (
    <Figure>
      <Frame
        ref={frame}
        src={near ? OSM_EMBED_URL : undefined}
        title={`خريطة موقع مكتبنا: ${CONTACT_DETAILS.addressAr}`}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <Caption>
        <p>
          <MapPin aria-hidden="true" size={18} />
          {CONTACT_DETAILS.addressAr}
        </p>
        <Links>
          <MapLink href={OSM_URL} target="_blank" rel="noopener noreferrer">
            فتح في الخريطة
            <ExternalLink aria-hidden="true" size={16} />
            <VisuallyHidden>(يفتح في نافذة جديدة)</VisuallyHidden>
          </MapLink>
          <MapLink href={GOOGLE_MAPS_URL} target="_blank" rel="noopener noreferrer">
            افتح الموقع في خرائط Google
            <ExternalLink aria-hidden="true" size={16} />
            <VisuallyHidden>(يفتح في نافذة جديدة)</VisuallyHidden>
          </MapLink>
        </Links>
      </Caption>
    </Figure>
  );
}
