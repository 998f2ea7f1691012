import type { PublicService } from '@ssc/contracts';
import { ButtonLink, cardSurface } from '@ssc/ui';
import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { serviceIcon } from './serviceIcon';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
`;

const Badge = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brand};
`;

const Order = styled.span`
  position: absolute;
  inset-block-start: -8px;
  inset-inline-start: -8px;
  min-width: 24px;
  height: 24px;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 24px;
  text-align: center;
`;

const Body = styled.div`
  min-width: 0;

  h3 {
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }

  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Duration = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Action = styled.div`
  grid-column: 1 / -1;

  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
`;

/** One catalogue entry: number, icon, name, description, duration and the request link. */
export function ServiceRow({ service, order }: { service: PublicService; order: number }) {
  const Icon = serviceIcon(service.nameEn);
  return (
    <Item>
      <Badge>
        <Order aria-hidden="true">{order}</Order>
        <Icon aria-hidden="true" size={28} />
      </Badge>
      <Body>
        <h3>{service.nameAr}</h3>
        <p>{service.descriptionAr}</p>
        <Duration>
          <Clock aria-hidden="true" size={16} />
          مدة الاستشارة: {service.duration} دقيقة
        </Duration>
      </Body>
      <Action>
        <ButtonLink
          to={`/service-request/${encodeURIComponent(service.id)}`}
          aria-label={`اطلب الخدمة: ${service.nameAr}`}
        >
          اطلب الخدمة
        </ButtonLink>
      </Action>
    </Item>
  );
}
