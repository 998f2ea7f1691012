import {
  PAYMENT_METHOD_LABELS,
  type Payment,
  type PaymentIntentResponse,
  type PaymentMethod,
} from '@ssc/contracts';
import { Spinner } from '@ssc/ui';
import { ChoiceLabel, FieldGroup } from '@ssc/ui/forms';
import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type CliqTarget, isReadyIntent, onlineMethodsOf } from './api';
import { PaymentNotEnabled } from './NotEnabled';
import { PaymentPanel } from './PaymentPanel';
import { Card, FocusedAlert } from './ui';

// The CliQ panel (its steps, copy buttons and the confirmation upload) loads only for a visitor who
// chooses CliQ: the route chunks stay within budget.
const CliqTransferPanel = lazy(() => import('./CliqTransferPanel'));

const Secure = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  svg { flex: none; color: ${({ theme }) => theme.colors.success}; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The legend of the method choice. */
export const METHOD_LEGEND = 'طريقة الدفع';

type OnlineMethod = Exclude<PaymentMethod, 'cash'>;

/** The methods the visitor can choose from: the card only with a provider ready to take it. */
export function offeredMethods(
  intent: PaymentIntentResponse,
  target: CliqTarget | undefined,
): OnlineMethod[] {
  const methods = onlineMethodsOf(intent);
  const offered: OnlineMethod[] = [];
  if (methods.includes('card') && isReadyIntent(intent)) offered.push('card');
  if (methods.includes('cliq') && target) offered.push('cliq');
  return offered;
}

/** «بطاقة دفع» / «تحويل فوري عبر CliQ» as native radio buttons (arrow keys move between them). */
function MethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly OnlineMethod[];
  value: OnlineMethod;
  onChange(method: OnlineMethod): void;
}) {
  const name = useId();
  return (
    <FieldGroup legend={METHOD_LEGEND}>
      <Choices>
        {methods.map((method) => (
          <ChoiceLabel key={method}>
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </ChoiceLabel>
        ))}
      </Choices>
    </FieldGroup>
  );
}

/**
 * The payment of one intent, by the methods the office offers (`intent.methods`, card alone when
 * absent): a card only → the provider's form as before; card and CliQ → a choice above the form,
 * CliQ asking the server for the transfer details only once chosen; no card provider but CliQ →
 * the not-enabled panel offers CliQ; neither → the not-enabled panel pointing to contact.
 * `target` is what a CliQ transfer pays (none: no CliQ).
 */
export function PaymentOptions({
  intent,
  target,
  notice,
  onPaid,
  onTransferReported,
}: {
  intent: PaymentIntentResponse;
  target: CliqTarget | undefined;
  /** Why a previous attempt did not go through (back from a provider's page). */
  notice?: string | null;
  onPaid(payment: Payment): void;
  onTransferReported(payment: Payment, holdUntil: string | null): void;
}) {
  const id = useId();
  const methods = offeredMethods(intent, target);
  const [chosen, setChosen] = useState<OnlineMethod | null>(null);
  const method: OnlineMethod | null = chosen ?? (methods.includes('card') ? 'card' : null);
  // CliQ taken from the not-enabled panel: its button is gone, the focus moves to what replaced it.
  const [fromOffer, setFromOffer] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (fromOffer) heading.current?.focus();
  }, [fromOffer]);

  if (methods.length === 0) return <PaymentNotEnabled />;
  // No card provider: CliQ is offered in the not-enabled panel until the visitor takes it.
  if (method === null)
    return (
      <PaymentNotEnabled
        onChooseCliq={() => {
          setChosen('cliq');
          setFromOffer(true);
        }}
      />
    );

  const card = method === 'card' && isReadyIntent(intent);
  return (
    <Card aria-labelledby={`${id}-pay`}>
      <h2 id={`${id}-pay`} ref={heading} tabIndex={-1}>
        {methods.length > 1 || card ? 'الدفع الإلكتروني' : 'الدفع عبر CliQ'}
      </h2>
      {notice ? <FocusedAlert message={notice} testId="payment-notice" /> : null}
      {methods.length > 1 ? (
        <MethodChoice methods={methods} value={method} onChange={setChosen} />
      ) : null}
      {card ? (
        <>
          <Secure>
            <ShieldCheck size={18} aria-hidden="true" />
            دفع آمن ومشفّر؛ لا نحتفظ ببيانات بطاقتك على خوادمنا.
          </Secure>
          <PaymentPanel intent={intent} onPaid={onPaid} />
        </>
      ) : target ? (
        <Suspense fallback={<Spinner label="جارٍ تحميل تعليمات التحويل..." />}>
          <CliqTransferPanel target={target} onReported={onTransferReported} />
        </Suspense>
      ) : null}
    </Card>
  );
}
