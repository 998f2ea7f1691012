// Loaded only when the payment service answers `provider: 'stripe'` (React.lazy in PaymentPanel):
// Stripe's libraries stay out of the route chunks, and Stripe.js itself is fetched from Stripe
// only here (`@stripe/stripe-js/pure` does not inject it at import time).
import { formatJod, paymentMessages } from '@ssc/contracts';
import { Button, Spinner, theme as uiTheme } from '@ssc/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  button { justify-self: start; min-width: 12rem; }
`;

const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js instance per publishable key for the whole page life. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: 'ar' });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function CardForm({
  amount,
  returnUrl,
  busy,
  onStart,
  onConfirmed,
  onError,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onStart();
    // Cards are confirmed in place (3-D Secure opens in Stripe's own frame); only methods that
    // must leave the site come back to `returnUrl`, which carries our payment id.
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    if (error) onError(error.message ?? paymentMessages.paymentFailed);
    else onConfirmed();
  };

  return (
    <Form onSubmit={onSubmit} aria-label="نموذج الدفع بالبطاقة" aria-busy={busy || undefined}>
      {ready ? null : <Spinner label="جارٍ تحميل نموذج الدفع الآمن..." />}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button type="submit" disabled={!stripe || !ready || busy}>
        <Lock size={18} aria-hidden="true" />
        {busy ? 'جارٍ تنفيذ الدفع...' : `ادفع ${formatJod(amount)}`}
      </Button>
    </Form>
  );
}

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  /** Where Stripe sends the visitor back after a payment method that leaves the site. */
  returnUrl: string;
  busy: boolean;
  onStart(): void;
  /** Stripe accepted the payment in the browser; its webhook tells our server the outcome. */
  onConfirmed(): void;
  onError(message: string): void;
}

/** Stripe Elements (Payment Element) for a PaymentIntent created by the payment service. */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  ...rest
}: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        locale: 'ar',
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: uiTheme.colors.brand,
            colorDanger: uiTheme.colors.danger,
            colorText: uiTheme.colors.text,
            borderRadius: uiTheme.radii.md,
          },
        },
      }}
    >
      <CardForm {...rest} />
    </Elements>
  );
}
