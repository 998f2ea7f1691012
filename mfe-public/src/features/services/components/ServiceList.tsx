import type { PublicService } from '@ssc/contracts';
import { sortServicesForDisplay } from '@ssc/contracts/constants';
import { bareList } from '@ssc/ui';
import styled from 'styled-components';
import { ServiceRow } from './ServiceRow';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

/** The catalogue in the fixed display order; the ordered list carries the numbering. */
export function ServiceList({ services }: { services: readonly PublicService[] }) {
  return (
    <List>
      {sortServicesForDisplay(services).map((service, index) => (
        <ServiceRow key={service.id} service={service} order={index + 1} />
      ))}
    </List>
  );
}
