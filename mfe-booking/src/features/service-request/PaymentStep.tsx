import {
  formatJod,
  type Payment,
  type PaymentIntentResponse,
  type PublicService,
  paymentMessages,
} from '@ssc/contracts';
import { Button, toast } from '@ssc/ui';
import { ArrowRight } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { createServicePaymentIntent, paymentErrorMessage } from '../../components/payment/api';
import { PaymentOptions } from '../../components/payment/PaymentOptions';
import { Actions, Card, Summary, Total } from '../../components/payment/ui';
import { Email } from '../../components/text/Inline';
import type { ServiceRequestDetails } from './wizard';

/**
 * Step 2: the payment summary (service, its catalogue price including taxes, who asks) and its confirmation:
 * POST /api/create-service-payment-intent with the details, then the office's ways to pay (the
 * provider's form; a CliQ transfer for the stored request when the office takes it). Errors
 * (spec §8): the server's message or 'حدث خطأ أثناء إعداد الدفع'.
 */
export function PaymentStep({
  service,
  details,
  intent,
  headingRef,
  onIntent,
  onPaid,
  onBack,
}: {
  service: PublicService;
  details: ServiceRequestDetails;
  intent: PaymentIntentResponse | null;
  headingRef: Ref<HTMLHeadingElement>;
  onIntent(intent: PaymentIntentResponse): void;
  /** Paid by card, or a CliQ transfer reported (the request then waits for the office). */
  onPaid(payment: Payment): void;
  onBack(): void;
}) {
  const id = useId();
  const [creating, setCreating] = useState(false);

  const confirm = async () => {
    setCreating(true);
    try {
      onIntent(
        await createServicePaymentIntent({
          ...details,
          serviceId: service.id,
          // The catalogue's price, which the server checks against its own (409 otherwise).
          amount: service.price,
        }),
      );
    } catch (error) {
      toast({
        title: paymentErrorMessage(error, paymentMessages.setupFailed),
        variant: 'destructive',
      });
    } finally {
      setCreating(false);
    }
  };

  const payment = intent ? (
    <PaymentOptions
      intent={intent}
      target={intent.serviceRequestId ? { serviceRequestId: intent.serviceRequestId } : undefined}
      onPaid={onPaid}
      onTransferReported={(reported) => onPaid(reported)}
    />
  ) : null;

  return (
    <>
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          ملخص الطلب
        </h2>
        <Summary>
          <dt>الخدمة</dt>
          <dd>{service.nameAr}</dd>
          <dt>مقدّم الطلب</dt>
          <dd>{details.fullName}</dd>
          {details.company ? (
            <>
              <dt>المنشأة</dt>
              <dd>{details.company}</dd>
            </>
          ) : null}
          <dt>البريد الإلكتروني</dt>
          <dd>
            <Email>{details.email}</Email>
          </dd>
          <dt>رقم الهاتف</dt>
          <dd>
            <bdi>{details.phone}</bdi>
          </dd>
          <dt>العنوان</dt>
          <dd>{details.address}</dd>
        </Summary>
        <Total>
          <span>
            رسوم الطلب <small>(شاملة الضرائب)</small>
          </span>
          <strong data-testid="service-request-amount">{formatJod(service.price)}</strong>
        </Total>
        <Actions>
          {intent ? null : (
            <Button
              onClick={() => void confirm()}
              disabled={creating}
              aria-busy={creating || undefined}
            >
              {creating ? 'جارٍ تجهيز الدفع...' : 'تأكيد الطلب والمتابعة إلى الدفع'}
            </Button>
          )}
          <Button $variant="secondary" onClick={onBack} disabled={creating}>
            <ArrowRight size={18} aria-hidden="true" />
            رجوع لتعديل البيانات
          </Button>
        </Actions>
      </Card>
      {payment}
    </>
  );
}
