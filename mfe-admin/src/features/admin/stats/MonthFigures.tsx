import {
  type AppointmentStats,
  formatJod,
  fromMinorUnits,
  paymentsExportMessages,
} from '@ssc/contracts';
import { LOCALE } from '@ssc/contracts/constants';
import { Spinner } from '@ssc/ui';
import { CheckboxField } from '@ssc/ui/forms';
import { ErrorState } from '@ssc/ui/states';
import { type ReactNode, useState } from 'react';
import styled, { css } from 'styled-components';
import { useAllServicesList } from '../api/queries';
import { Muted, Panel, ResponsiveTable } from '../components/layout';
import { MonthField, MonthRow, useAmmanMonth } from '../components/MonthExport';
import { formatNumber } from '../format';
import { formatInvoiceAmount } from '../invoices/invoices-api';
import { useMonthStats } from './month-stats-api';

export const ALL_TIME = 'كل الأوقات';

const monthName = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11` as read: «تشرين الثاني 2026». */
export function formatMonth(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return monthName.format(Date.UTC(y, m - 1, 1));
}

/** An amount of fils in words (docs/glossary.md), a loss with its sign before it. */
function jod(minor: number): string {
  return minor < 0 ? `-${formatJod(fromMinorUnits(-minor))}` : formatJod(fromMinorUnits(minor));
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Filters = styled(MonthRow)`
  > * { min-width: 12rem; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  > div {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  > div[data-figure='revenue'] {
    grid-column: 1 / -1;
    ${({ theme }) => theme.media.md} { grid-column: auto; }
  }

  dt {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    overflow-wrap: anywhere;
  }
`;

const MoneyDetail = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Caption = styled.caption`
  padding-block-end: ${({ theme }) => theme.space[2]};
  caption-side: top;
  text-align: start;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** The service's name heads its row (`<th scope="row">`), a card's title below md. */
const ServiceTable = styled(ResponsiveTable)`
  tbody th {
    color: inherit;
    background: none;
  }
  td { white-space: nowrap; }
  ${({ theme }) => css`
    ${theme.media.belowMd} {
      tbody th {
        display: block;
        padding: 0 0 ${theme.space[2]};
        border: 0;
      }
      td { white-space: normal; }
    }
  `}
`;

function Figure({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div data-figure={id}>
      <dt>{label}</dt>
      <dd data-testid={`figure-${id}`}>{children}</dd>
    </div>
  );
}

/** The month's (or all-time) counts, its money when a month is chosen, and the services' table. */
function FiguresOf({
  stats,
  period,
  serviceName,
}: {
  stats: AppointmentStats;
  period: string;
  serviceName: (id: string) => string;
}) {
  const business = stats.business ?? stats.total - stats.cancelled;
  const money = stats.revenueMinor !== undefined;
  return (
    <>
      <Figures aria-label={`أرقام ${period}`}>
        <Figure id="business" label="الحجوزات">
          {formatNumber(business)}
        </Figure>
        <Figure id="completed" label="المكتملة">
          {formatNumber(stats.completed)}
        </Figure>
        <Figure id="no-show" label="لم يحضر">
          {formatNumber(stats.no_show)}
        </Figure>
        <Figure id="cancelled" label="الملغاة">
          {formatNumber(stats.cancelled)}
        </Figure>
        {money ? (
          <Figure id="revenue" label="الإيرادات">
            <bdi>{jod(stats.revenueMinor ?? 0)}</bdi>
            <MoneyDetail data-testid="figure-paid-refunded">
              مدفوع <bdi>{jod(stats.paidMinor ?? 0)}</bdi> — مسترد{' '}
              <bdi>{jod(stats.refundedMinor ?? 0)}</bdi>
            </MoneyDetail>
          </Figure>
        ) : null}
      </Figures>
      {stats.byService ? (
        stats.byService.length === 0 ? (
          <Muted data-testid="month-no-services">لا حجوزات ولا مدفوعات في {period}.</Muted>
        ) : (
          <ServiceTable data-testid="month-services">
            <Caption>الأرقام حسب الخدمة — {period}</Caption>
            <thead>
              <tr>
                <th scope="col">الخدمة</th>
                <th scope="col">الحجوزات</th>
                <th scope="col">المكتملة</th>
                <th scope="col">الملغاة</th>
                <th scope="col">لم يحضر</th>
                <th scope="col">الإيرادات</th>
              </tr>
            </thead>
            <tbody>
              {stats.byService.map((line) => (
                <tr key={line.serviceId} data-service-id={line.serviceId}>
                  <th scope="row">
                    <bdi>{serviceName(line.serviceId)}</bdi>
                  </th>
                  <td data-label="الحجوزات">{formatNumber(line.bookings)}</td>
                  <td data-label="المكتملة">{formatNumber(line.completed)}</td>
                  <td data-label="الملغاة">{formatNumber(line.cancelled)}</td>
                  <td data-label="لم يحضر">{formatNumber(line.noShows)}</td>
                  <td data-label="الإيرادات">
                    <bdi>{formatInvoiceAmount(line.revenueMinor)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </ServiceTable>
        )
      ) : null}
    </>
  );
}

/**
 * «الأرقام حسب الشهر» (issue 34.9): a month of Amman's calendar (this one unless changed) or
 * «كل الأوقات»; the bookings that are business (cancelled ones left out), completed, no-shows and
 * cancelled, and for a month its revenue (paid in it minus refunds completed in it) and one line
 * per service, from `GET /api/appointments/stats?month=` (no `month` for all time).
 */
export function MonthFigures({ now }: { now?: Date }) {
  const choice = useAmmanMonth(now);
  const [allTime, setAllTime] = useState(false);
  const month = allTime ? undefined : choice.month;
  const stats = useMonthStats(month, { enabled: allTime || choice.valid });
  const services = useAllServicesList();
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.nameAr ?? id;
  const period = month ? formatMonth(month) : ALL_TIME;

  let content: ReactNode;
  if (!allTime && !choice.valid) content = <Muted>اختر شهراً لعرض أرقامه.</Muted>;
  else if (stats.isPending) content = <Spinner label="جارٍ تحميل الأرقام..." />;
  else if (stats.isError)
    content = (
      <ErrorState
        title={`تعذر تحميل الأرقام: ${stats.error.message}`}
        onRetry={() => stats.refetch()}
      />
    );
  else
    content = (
      <div aria-busy={stats.isPlaceholderData || undefined} data-testid="month-figures-body">
        <FiguresOf stats={stats.data} period={period} serviceName={serviceName} />
      </div>
    );

  return (
    <Panel aria-labelledby="month-figures-title" data-testid="month-figures">
      <Title id="month-figures-title">الأرقام حسب الشهر</Title>
      <Filters role="group" aria-label="فترة الأرقام">
        {allTime ? null : (
          <MonthField
            id="figures-month"
            label="الشهر"
            choice={choice}
            invalidMessage={paymentsExportMessages.monthInvalid}
          />
        )}
        <CheckboxField
          inputProps={{ checked: allTime, onChange: (e) => setAllTime(e.target.checked) }}
        >
          {ALL_TIME}
        </CheckboxField>
      </Filters>
      {content}
    </Panel>
  );
}
