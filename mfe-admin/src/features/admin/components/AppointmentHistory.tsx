import type { AppointmentEvent } from '@ssc/contracts';
import { Fragment } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../format';
import { describeEvent } from './history';
import { Muted } from './layout';

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => `0 ${theme.space[2]}`};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
`;

/** The appointment's history, oldest first: what happened, when (Amman), who, and its details. */
export function AppointmentHistory({ events }: { events: AppointmentEvent[] }) {
  if (events.length === 0) return <Muted>لا يوجد سجل لهذا الموعد.</Muted>;
  return (
    <Timeline aria-label="سجل الموعد" data-testid="appointment-history">
      {events.map((event) => {
        const line = describeEvent(event);
        return (
          <Entry key={`${event.at}-${event.action}`} data-action={event.action}>
            <strong>{line.what}</strong>
            <Muted>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {' — '}
              <bdi>{line.who}</bdi>
            </Muted>
            {line.details.length > 0 ? (
              <dl>
                {line.details.map((detail) => (
                  <Fragment key={detail.label}>
                    <dt>{detail.label}</dt>
                    <dd dir={detail.ltr ? 'ltr' : undefined}>
                      {detail.isolate ? <bdi>{detail.value}</bdi> : detail.value}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            ) : null}
          </Entry>
        );
      })}
    </Timeline>
  );
}
