// A local stand-in for HyperPay's COPYandPAY platform (OPPWA API), for tests and the E2E system:
// no test may reach the network, and HyperPay's test platform needs an account. It follows the
// documented API: Bearer authentication, form-encoded requests checked parameter by parameter,
// answers and errors shaped as HyperPay's (result.code + description, parameterErrors), the
// widget script that turns `form.paymentWidgets` into a card form and returns the browser to the
// form's action with `id` and `resourcePath`, the payment status call, refunds (`RF`), and
// AES-256-GCM encrypted notifications.
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Result codes the fake answers with (HyperPay's own). */
export const FAKE_RESULTS = {
  checkoutCreated: { code: '000.200.100', description: 'successfully created checkout' },
  pending: { code: '000.200.000', description: 'transaction pending' },
  success: {
    code: '000.100.110',
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  declined: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  invalidParameter: { code: '200.300.404', description: 'invalid or missing parameter' },
  noSession: { code: '200.300.404', description: 'No payment session found for the requested id' },
  authentication: { code: '800.900.300', description: 'invalid authentication information' },
  refundRefused: {
    code: '700.400.200',
    description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)',
  },
} as const;

/** Test cards: the first succeeds, the second is declined, as HyperPay's test platform does. */
export const FAKE_CARDS = { success: '4200000000000000', declined: '4000000000000002' } as const;

type Result = { code: string; description: string };

export interface FakePayment {
  id: string;
  paymentType: 'DB' | 'RF';
  amount: string;
  currency: string;
  merchantTransactionId: string;
  customParameters: Record<string, string>;
  ndc: string;
  result: Result;
  /** RF: the debit it refunds. */
  referencedId?: string;
}

interface FakeCheckout {
  id: string;
  amount: string;
  currency: string;
  merchantTransactionId: string;
  customParameters: Record<string, string>;
  payment?: FakePayment;
}

export interface FakeHyperpayOptions {
  accessToken?: string;
  entityId?: string;
  /** Hex AES-256 key of the notifications. */
  webhookKey?: string;
}

const readForm = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
};

/** HyperPay's documented parameter formats (the ones we send). */
const FORMATS: Record<string, RegExp> = {
  entityId: /^[a-f0-9]{32}$/,
  // JOD has three decimals, and HyperPay takes them as they are.
  amount: /^[0-9]{1,12}\.[0-9]{3}$/,
  currency: /^JOD$/,
  paymentType: /^(DB|PA|RF)$/,
  merchantTransactionId: /^[\s\S]{8,255}$/,
};

const customParameters = (form: URLSearchParams) => {
  const found: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = /^customParameters\[([a-zA-Z0-9._]{3,64})\]$/.exec(name);
    if (match?.[1]) found[match[1]] = value;
  }
  return found;
};

/** Encrypts a notification as HyperPay does: the body in hex, IV and tag in headers. */
export function encryptNotification(keyHex: string, notification: unknown) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(notification)), cipher.final()]);
  return {
    body: body.toString('hex').toUpperCase(),
    headers: {
      'content-type': 'text/plain',
      'x-initialization-vector': iv.toString('hex').toUpperCase(),
      'x-authentication-tag': cipher.getAuthTag().toString('hex').toUpperCase(),
    },
  };
}

export async function startFakeHyperpay(options: FakeHyperpayOptions = {}) {
  const accessToken = options.accessToken ?? 'OGFjN2E0Yzk4ZmFrZWhwYXk=';
  const entityId = options.entityId ?? '8ac7a4c98fa0b3b1018fa1e6f5a10111';
  const webhookKey = options.webhookKey ?? randomBytes(32).toString('hex');
  const checkouts = new Map<string, FakeCheckout>();
  const payments = new Map<string, FakePayment>();
  /** Every API call, for tests to check what was sent. */
  const calls: { method: string; path: string; form: URLSearchParams }[] = [];
  /** Set to refuse the next refunds with HyperPay's refusal. */
  const behaviour = { refuseRefunds: false, statusDown: false };
  const newId = () => randomUUID().replaceAll('-', '').toUpperCase().slice(0, 32);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ ...(body as object), buildNumber: 'fake', timestamp: new Date() }));
  };
  const invalid = (res: ServerResponse, errors: { name: string; value: string | null }[]) =>
    send(res, 400, {
      result: {
        ...FAKE_RESULTS.invalidParameter,
        parameterErrors: errors.map((e) => ({ ...e, message: `invalid ${e.name}` })),
      },
    });
  const check = (form: URLSearchParams, names: string[]) =>
    names
      .map((name) => ({ name, value: form.get(name) }))
      .filter(({ name, value }) => !FORMATS[name]?.test(value ?? ''));

  /** The shopper pays in the widget: a debit recorded on the checkout, as the card decides. */
  function pay(checkoutId: string, card: string = FAKE_CARDS.success): FakePayment {
    const checkout = checkouts.get(checkoutId);
    if (!checkout) throw new Error(`no checkout ${checkoutId}`);
    if (checkout.payment) return checkout.payment;
    const payment: FakePayment = {
      id: newId(),
      paymentType: 'DB',
      amount: checkout.amount,
      currency: checkout.currency,
      merchantTransactionId: checkout.merchantTransactionId,
      customParameters: checkout.customParameters,
      ndc: checkout.id,
      result: card === FAKE_CARDS.success ? FAKE_RESULTS.success : FAKE_RESULTS.declined,
    };
    checkout.payment = payment;
    payments.set(payment.id, payment);
    return payment;
  }

  function widgetScript(checkoutId: string): string {
    const action = `${url}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`;
    // Built with DOM calls, never from strings: the return URL is the page's, not ours to trust.
    return `(function () {
  var action = ${JSON.stringify(action)};
  function field(form, name, label, value) {
    var wrap = document.createElement('label');
    wrap.textContent = label + ' ';
    var input = document.createElement('input');
    input.name = name; input.value = value || ''; input.className = 'wpwl-control';
    input.setAttribute('data-fake-hyperpay', name);
    wrap.appendChild(input); form.appendChild(wrap);
  }
  function render() {
    var options = window.wpwlOptions || {};
    var forms = document.querySelectorAll('form.paymentWidgets');
    for (var i = 0; i < forms.length; i++) {
      var form = forms[i];
      var back = document.createElement('input');
      back.type = 'hidden'; back.name = 'shopperResultUrl'; back.value = form.getAttribute('action') || '';
      form.setAttribute('action', action); form.setAttribute('method', 'POST');
      form.setAttribute('data-fake-hyperpay-locale', options.locale || '');
      form.appendChild(back);
      field(form, 'card.number', 'Card number');
      field(form, 'card.expiry', 'MM / YY', '12/30');
      field(form, 'card.cvv', 'CVV', '123');
      var pay = document.createElement('button');
      pay.type = 'submit'; pay.className = 'wpwl-button wpwl-button-pay'; pay.textContent = 'Pay now';
      form.appendChild(pay);
    }
    if (typeof options.onReady === 'function') options.onReady();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render);
  else render();
})();
`;
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    // The browser's calls: the widget script and the card form's submission.
    if (req.method === 'GET' && path === '/v1/paymentWidgets.js') {
      const checkoutId = query.get('checkoutId') ?? '';
      res.writeHead(checkouts.has(checkoutId) ? 200 : 404, {
        'content-type': 'text/javascript; charset=utf-8',
      });
      res.end(checkouts.has(checkoutId) ? widgetScript(checkoutId) : '');
      return;
    }
    const submitted = /^\/v1\/checkouts\/([^/]+)\/payment$/.exec(path);
    if (req.method === 'POST' && submitted?.[1]) {
      const form = await readForm(req);
      const checkoutId = decodeURIComponent(submitted[1]);
      if (!checkouts.has(checkoutId)) return send(res, 404, { result: FAKE_RESULTS.noSession });
      pay(checkoutId, form.get('card.number') ?? '');
      const back = new URL(form.get('shopperResultUrl') ?? '');
      back.searchParams.set('id', checkoutId);
      back.searchParams.set('resourcePath', `/v1/checkouts/${checkoutId}/payment`);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }

    // Server-to-server calls: Bearer token first, as HyperPay answers.
    const form = req.method === 'POST' ? await readForm(req) : query;
    calls.push({ method: req.method ?? '', path, form });
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return send(res, 401, { result: FAKE_RESULTS.authentication });
    }
    if (form.get('entityId') !== entityId) {
      return invalid(res, [{ name: 'entityId', value: form.get('entityId') }]);
    }
    if (req.method === 'POST' && path === '/v1/checkouts') {
      const errors = check(form, ['amount', 'currency', 'paymentType', 'merchantTransactionId']);
      if (errors.length > 0) return invalid(res, errors);
      const checkout: FakeCheckout = {
        id: `${newId()}.uat01-vm-tx01`,
        amount: form.get('amount') ?? '',
        currency: form.get('currency') ?? '',
        merchantTransactionId: form.get('merchantTransactionId') ?? '',
        customParameters: customParameters(form),
      };
      checkouts.set(checkout.id, checkout);
      return send(res, 200, {
        result: FAKE_RESULTS.checkoutCreated,
        id: checkout.id,
        ndc: checkout.id,
      });
    }
    if (req.method === 'GET' && submitted?.[1]) {
      if (behaviour.statusDown) return send(res, 503, { result: { code: '900.100.300' } });
      const checkout = checkouts.get(decodeURIComponent(submitted[1]));
      if (!checkout) return send(res, 200, { result: FAKE_RESULTS.noSession });
      if (!checkout.payment)
        return send(res, 200, { result: FAKE_RESULTS.pending, ndc: checkout.id });
      return send(res, 200, checkout.payment);
    }
    const refunded = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && refunded?.[1]) {
      const errors = check(form, ['amount', 'currency', 'paymentType']);
      if (errors.length > 0 || form.get('paymentType') !== 'RF') {
        return invalid(
          res,
          errors.length ? errors : [{ name: 'paymentType', value: form.get('paymentType') }],
        );
      }
      const debit = payments.get(decodeURIComponent(refunded[1]));
      if (debit?.paymentType !== 'DB') return send(res, 400, { result: FAKE_RESULTS.noSession });
      const refund: FakePayment = {
        id: newId(),
        paymentType: 'RF',
        amount: form.get('amount') ?? '',
        currency: form.get('currency') ?? '',
        merchantTransactionId: form.get('merchantTransactionId') ?? '',
        customParameters: {},
        ndc: debit.ndc,
        referencedId: debit.id,
        result: behaviour.refuseRefunds ? FAKE_RESULTS.refundRefused : FAKE_RESULTS.success,
      };
      payments.set(refund.id, refund);
      return send(res, behaviour.refuseRefunds ? 400 : 200, refund);
    }
    send(res, 404, { result: FAKE_RESULTS.invalidParameter });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accessToken,
    entityId,
    webhookKey,
    checkouts,
    payments,
    calls,
    behaviour,
    pay,
    /** Sends HyperPay's encrypted notification of a payment (debit or refund) to `target`. */
    notify(target: string, payment: FakePayment, init: { key?: string; tamper?: boolean } = {}) {
      const sealed = encryptNotification(init.key ?? webhookKey, {
        type: 'PAYMENT',
        action: 'CREATED',
        payload: { ...payment, paymentBrand: 'VISA', timestamp: new Date().toISOString() },
      });
      // One hex digit changed: the GCM tag no longer matches.
      const body = init.tamper
        ? `${sealed.body.slice(0, -1)}${sealed.body.endsWith('0') ? '1' : '0'}`
        : sealed.body;
      return fetch(target, { method: 'POST', headers: sealed.headers, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeHyperpay = Awaited<ReturnType<typeof startFakeHyperpay>>;
