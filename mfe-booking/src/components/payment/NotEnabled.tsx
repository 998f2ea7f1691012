import { paymentMessages } from '@ssc/contracts';
import { ButtonLink } from '@ssc/ui';
import { CreditCard, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { StatePanel } from './ui';

/** Spec: no client secret → the payment system is not enabled; the visitor is pointed to contact. */
export function PaymentNotEnabled() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
