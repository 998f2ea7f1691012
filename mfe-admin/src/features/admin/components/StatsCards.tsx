import { Briefcase, CalendarDays, CircleCheckBig, Hourglass, Mail, UserX } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAppointmentStats, useMessageStats, useServicesList } from '../api/queries';
import { formatNumber } from '../format';

// Loaded apart from the console's route chunk (its 60 KB budget): the month's figures come after
// the cards, which paint first.
const MonthFigures = lazy(() =>
  import('../stats/MonthFigures').then((m) => ({ default: m.MonthFigures })),
);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;

  &:last-child:nth-child(odd) {
    grid-column: 1 / -1;
    ${({ theme }) => theme.media.md} {
      grid-column: auto;
    }
  }
`;

const IconWrap = styled.span`
  display: inline-flex;
  flex: none;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
`;

const Text = styled.div`
  display: grid;
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

function Stat({
  id,
  label,
  value,
  Icon,
}: {
  id: string;
  label: string;
  value: number | undefined;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}) {
  return (
    <Card data-stat={id}>
      <IconWrap>
        <Icon size={22} aria-hidden />
      </IconWrap>
      <Text>
        <Label id={`stat-${id}`}>{label}</Label>
        <Value aria-labelledby={`stat-${id}`} data-testid={`stat-${id}`}>
          {value === undefined ? '—' : formatNumber(value)}
        </Value>
      </Text>
    </Card>
  );
}

/**
 * The numbers of the admin dashboard (spec, and issue 18's no-shows), all counted by the services,
 * and below them the figures of a month (issue 34.9).
 */
export function StatsCards() {
  const appointments = useAppointmentStats();
  const messages = useMessageStats();
  const services = useServicesList();
  return (
    <>
      <section aria-label="إحصاءات لوحة الإدارة">
        <Grid>
          <Stat
            id="total"
            label="إجمالي المواعيد"
            value={appointments.data?.total}
            Icon={CalendarDays}
          />
          <Stat
            id="pending"
            label="بانتظار التأكيد"
            value={appointments.data?.pending}
            Icon={Hourglass}
          />
          <Stat
            id="completed"
            label="المواعيد المكتملة"
            value={appointments.data?.completed}
            Icon={CircleCheckBig}
          />
          <Stat id="no-show" label="لم يحضروا" value={appointments.data?.no_show} Icon={UserX} />
          <Stat id="services" label="عدد الخدمات" value={services.data?.length} Icon={Briefcase} />
          <Stat id="new-messages" label="رسائل جديدة" value={messages.data?.new} Icon={Mail} />
        </Grid>
      </section>
      {/* A month's figures and its services (issue 34.9), under the all-time cards. */}
      <Suspense fallback={null}>
        <MonthFigures />
      </Suspense>
    </>
  );
}
