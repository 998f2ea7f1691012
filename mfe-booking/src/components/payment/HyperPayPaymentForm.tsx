// Loaded only when the payment service answers `provider: 'hyperpay'` (React.lazy in PaymentPanel).
// HyperPay's COPYandPAY widget is a script of HyperPay's own host (`intent.widgetUrl`, one per
// checkout): it reads `window.wpwlOptions`, turns `form.paymentWidgets` into its card form, and
// after the shopper pays (3-D Secure included) sends the browser to the form's `action` with
// `id` and `resourcePath` added. The card details never touch this page's code or our servers.
import { formatJod } from '@ssc/contracts';
import { Button, Spinner } from '@ssc/ui';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ErrorNote } from './ui';

/** An error the widget reports (`InvalidCheckoutIdError`, `WidgetError`, `PciIframe…Error`). */
export interface WpwlError {
  name?: string;
  message?: string;
}

/** The part of COPYandPAY's `wpwlOptions` this page sets. */
export interface WpwlOptions {
  locale: string;
  style: 'card' | 'plain';
  brandDetection: boolean;
  onReady(): void;
  onError(error: WpwlError): void;
}

declare global {
  interface Window {
    wpwlOptions?: WpwlOptions;
    /** Set by the widget script; `unload()` takes the widget away before another one is shown. */
    wpwl?: { unload?(): void };
  }
}

/** The card brands the office's HyperPay channel takes (`data-brands`). */
export const HYPERPAY_BRANDS = 'VISA MASTER';

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  &:focus-visible { outline-offset: 4px; }
  p { margin: 0; }
  > div { display: grid; gap: ${({ theme }) => theme.space[3]}; justify-items: start; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

type Status = 'loading' | 'ready' | 'load-error' | 'widget-error';

const MESSAGES: Record<'load-error' | 'widget-error' | 'expired', string> = {
  'load-error': 'تعذر تحميل نموذج الدفع الآمن. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
  'widget-error': 'تعذر عرض نموذج الدفع الآمن. حاول مرة أخرى، وإن تكرر الخطأ فأعد تحميل الصفحة.',
  expired: 'انتهت صلاحية جلسة الدفع. أعد تحميل الصفحة لبدء عملية دفع جديدة.',
};

/** Takes HyperPay's widget away: its own unload, then the scripts it added from its host. */
function unloadWidget(script: HTMLScriptElement) {
  try {
    window.wpwl?.unload?.();
  } catch {
    // A widget that never finished loading has nothing to unload.
  }
  script.remove();
  const host = new URL(script.src, window.location.href).origin;
  for (const extra of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    // The widget loads its own code (static.min.js) next to itself; HyperPay's SPA guidance
    // removes it too, so the next widget starts clean.
    if (extra.src.startsWith(host) && extra.src.includes('static.min.js')) extra.remove();
  }
  delete window.wpwlOptions;
}

export interface HyperPayPaymentFormProps {
  /** `intent.widgetUrl`: the widget script of this checkout (`…/paymentWidgets.js?checkoutId=…`). */
  widgetUrl: string;
  amount: number;
  /** The form's `action`: this page plus our `paymentId` (`returnUrlFor`). */
  returnUrl: string;
}

/**
 * One attempt at showing the widget: sets the options, adds the script, and takes both away when
 * it goes (a retry mounts a new attempt with a new, empty form for the widget to fill).
 */
function WidgetAttempt({
  widgetUrl,
  returnUrl,
  onRetry,
}: {
  widgetUrl: string;
  returnUrl: string;
  onRetry(): void;
}) {
  const [status, setStatus] = useState<Status>('loading');
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    let live = true;
    // The options must be in place before the script runs: it reads them once, when it loads.
    window.wpwlOptions = {
      locale: 'ar',
      style: 'card',
      brandDetection: true,
      onReady: () => {
        if (live) setStatus('ready');
      },
      onError: (error) => {
        if (!live) return;
        setExpired(error?.name === 'InvalidCheckoutIdError');
        setStatus('widget-error');
      },
    };
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.addEventListener('error', () => {
      if (live) setStatus('load-error');
    });
    document.body.append(script);
    return () => {
      live = false;
      unloadWidget(script);
    };
  }, [widgetUrl]);

  const failed = status === 'load-error' || status === 'widget-error';
  let message: string | null = null;
  if (status === 'load-error') message = MESSAGES['load-error'];
  else if (status === 'widget-error') message = MESSAGES[expired ? 'expired' : 'widget-error'];

  return (
    <>
      {status === 'loading' ? <Spinner label="جارٍ تحميل نموذج الدفع الآمن..." /> : null}
      {failed ? (
        <div>
          <ErrorNote role="alert">{message}</ErrorNote>
          {expired ? (
            // A checkout lives 30 minutes at HyperPay: only a new one (a new page load) can pay.
            <Button $variant="secondary" onClick={() => window.location.reload()}>
              <RefreshCw size={18} aria-hidden="true" />
              إعادة تحميل الصفحة
            </Button>
          ) : (
            <Button $variant="secondary" onClick={onRetry}>
              <RefreshCw size={18} aria-hidden="true" />
              إعادة المحاولة
            </Button>
          )}
        </div>
      ) : null}
      {/* The widget fills this form and submits it to HyperPay; HyperPay then sends the
          browser to its action with `id` and `resourcePath` added. */}
      <form
        action={returnUrl}
        className="paymentWidgets"
        data-brands={HYPERPAY_BRANDS}
        hidden={failed || undefined}
        aria-busy={status === 'loading' || undefined}
      />
    </>
  );
}

/** HyperPay's COPYandPAY card form for a checkout prepared by the payment service. */
export default function HyperPayPaymentForm({
  widgetUrl,
  amount,
  returnUrl,
}: HyperPayPaymentFormProps) {
  const [attempt, setAttempt] = useState(0);
  const region = useRef<HTMLElement>(null);

  const retry = () => {
    setAttempt((n) => n + 1);
    // The retry button goes away with the error: the focus stays in the payment form's region.
    region.current?.focus();
  };

  return (
    <Region
      ref={region}
      tabIndex={-1}
      aria-label="نموذج الدفع بالبطاقة"
      data-testid="hyperpay-form"
    >
      <p>
        المبلغ المستحق: <strong>{formatJod(amount)}</strong>. ادفع ببطاقة Visa أو Mastercard؛ قد
        يطلب منك مصرفك تأكيد العملية برمز يصلك منه.
      </p>
      <WidgetAttempt key={attempt} widgetUrl={widgetUrl} returnUrl={returnUrl} onRetry={retry} />
      <Hint>بعد إتمام الدفع تعود تلقائياً إلى هذه الصفحة لعرض نتيجة العملية.</Hint>
    </Region>
  );
}
