import { PAYMENT_METHOD_LABELS, paymentMessages } from '@ssc/contracts';
import { Button, ButtonLink } from '@ssc/ui';
import { CreditCard, Landmark, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { StatePanel } from './ui';

/** The not-enabled panel's words when the office still takes CliQ transfers. */
export const cliqOfferCopy = {
  title: 'الدفع بالبطاقة غير متاح حالياً',
  hint: 'يمكنك دفع الرسوم الآن بتحويل فوري عبر CliQ من تطبيق بنكك أو محفظتك، ويتحقق المكتب من وصوله.',
  button: `الدفع ب${PAYMENT_METHOD_LABELS.cliq}`,
} as const;

/**
 * Spec: no client secret → the payment system is not enabled; the visitor is pointed to contact.
 * With `onChooseCliq` (no card provider, but the office takes CliQ transfers), it offers CliQ
 * first, contact second.
 */
export function PaymentNotEnabled({ onChooseCliq }: { onChooseCliq?: () => void } = {}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (onChooseCliq)
    return (
      <StatePanel aria-labelledby="payment-not-enabled-title" data-testid="cliq-offer">
        <Landmark size={40} aria-hidden="true" />
        <h2 id="payment-not-enabled-title" ref={heading} tabIndex={-1}>
          {cliqOfferCopy.title}
        </h2>
        <p>{cliqOfferCopy.hint}</p>
        <div>
          <Button type="button" onClick={onChooseCliq}>
            <Landmark size={18} aria-hidden="true" />
            {cliqOfferCopy.button}
          </Button>{' '}
          <ButtonLink to="/contact" $variant="secondary">
            <MessageCircle size={18} aria-hidden="true" />
            تواصل معنا
          </ButtonLink>
        </div>
      </StatePanel>
    );
  return (
    <StatePanel aria-labelledby="payment-not-enabled-title">
      <CreditCard size={40} aria-hidden="true" />
      <h2 id="payment-not-enabled-title" ref={heading} tabIndex={-1}>
        {paymentMessages.notEnabled}
      </h2>
      <p>
        {paymentMessages.notEnabledHint}: يرتّب فريقنا معك الدفع نقداً في المكتب أو بالتحويل البنكي،
        ويبقى طلبك محفوظاً لدينا.
      </p>
      <ButtonLink to="/contact">
        <MessageCircle size={18} aria-hidden="true" />
        تواصل معنا
      </ButtonLink>
    </StatePanel>
  );
}
