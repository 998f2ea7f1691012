import {
  type Appointment,
  CONSULTATION_MODE_LABELS,
  formatJod,
  type PublicService,
} from '@ssc/contracts';
import { Button, ButtonLink } from '@ssc/ui';
import { CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { AppointmentDate, Email } from '../../../components/text/Inline';
import { servicePrice } from './ServiceField';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #f0fdf4;

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    color: ${({ theme }) => theme.colors.success};
  }
  h2:focus-visible { outline-offset: 4px; }
  p { margin: 0; }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt { font-weight: ${({ theme }) => theme.typography.weights.semibold}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Where to pay for a booking: the checkout page reads appointmentId, price and service (spec §2). */
export function checkoutHref(appointment: Appointment, service: PublicService | undefined): string {
  const query = new URLSearchParams({
    appointmentId: appointment.id,
    price: String(servicePrice(service)),
    service: service?.nameAr ?? 'استشارة احترافية',
  });
  return `/checkout?${query}`;
}

/** After a booking: what was booked and the next step, paying in advance (spec §1). */
export function SuccessPanel({
  appointment,
  service,
  fileCount,
  onBookAnother,
}: {
  appointment: Appointment;
  service: PublicService | undefined;
  fileCount: number;
  onBookAnother(): void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces nothing the user was on: move focus (and screen readers) to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        <CheckCircle2 size={28} aria-hidden="true" />
        تم استلام طلب الحجز
      </h2>
      <Summary>
        <dt>رقم الحجز</dt>
        <dd>
          <bdi data-testid="booking-reference">{appointment.reference}</bdi>
        </dd>
        <dt>الخدمة</dt>
        <dd>{service?.nameAr ?? appointment.serviceId}</dd>
        <dt>الموعد</dt>
        <dd>
          <AppointmentDate iso={appointment.date} />
        </dd>
        <dt>نوع الاستشارة</dt>
        <dd>{CONSULTATION_MODE_LABELS[appointment.consultationMode]}</dd>
        <dt>المستندات</dt>
        <dd>{fileCount === 0 ? 'لا توجد مستندات مرفقة' : `عدد الملفات المرفوعة: ${fileCount}`}</dd>
        <dt>البريد الإلكتروني</dt>
        <dd>
          <Email>{appointment.contactEmail}</Email>
        </dd>
      </Summary>
      <p>
        <strong>الخطوة التالية:</strong> ادفع رسوم الاستشارة ({formatJod(servicePrice(service))})
        لتثبيت موعدك، وسيتواصل معك فريقنا خلال 24 ساعة لتأكيده.
      </p>
      {appointment.paymentDueAt ? (
        <p data-testid="payment-deadline">
          <strong>
            آخر موعد للدفع: <AppointmentDate iso={appointment.paymentDueAt} />
          </strong>
          . إن لم يصلنا الدفع حتى ذلك الوقت يُلغى الحجز تلقائياً ويصبح الموعد متاحاً لغيرك.
        </p>
      ) : null}
      <Actions>
        <ButtonLink to={checkoutHref(appointment, service)}>
          <CreditCard size={20} aria-hidden="true" />
          ادفع الآن
        </ButtonLink>
        <Button $variant="secondary" onClick={onBookAnother}>
          حجز موعد آخر
        </Button>
      </Actions>
    </Panel>
  );
}
