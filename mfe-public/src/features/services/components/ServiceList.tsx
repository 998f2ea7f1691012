import type { PublicService } from '@ssc/contracts';
import { bareList } from '@ssc/ui';
import styled from 'styled-components';
import { ServiceRow } from './ServiceRow';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

/** The catalogue in the office's order, as the API gives it; the ordered list carries the numbering. */
export function ServiceList({ services }: { services: readonly PublicService[] }) {
  return (
    <List>
      {services.map((service, index) => (
        <ServiceRow key={service.id} service={service} order={index + 1} />
      ))}
    </List>
  );
}
