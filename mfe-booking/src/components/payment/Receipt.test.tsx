// @vitest-environment jsdom
import { formatJod, PAYMENT_STATUS_LABELS, type Payment, type PaymentStatus } from '@ssc/contracts';
import { type User, useSessionStore } from '@ssc/ui';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { Receipt } from './Receipt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const paid: Payment = {
  id: 'pay_3f9c2a',
  kind: 'appointment',
  targetId: 'appt-1',
  serviceId: 'svc-1',
  serviceName: 'استشارة تقاعد مبكر',
  status: 'paid',
  amount: 30,
  currency: 'JOD',
  provider: 'test',
  createdAt: '2026-03-01T08:00:00.000Z',
  paidAt: '2026-03-01T08:05:00.000Z',
};

function render(payment: Payment, user: User | null = null): Promise<HTMLElement> {
  useSessionStore.getState().setUser(user);
  return mountInFrame(
    <Receipt
      payment={payment}
      serviceName={payment.serviceName}
      target={{ label: 'رقم الحجز', value: payment.targetId }}
    />,
  );
}

afterEach(() => {
  unmountAll();
  useSessionStore.getState().setUser(null);
});

const text = (el: HTMLElement) => el.textContent ?? '';
const statusOf = (el: HTMLElement) =>
  el.querySelector('[data-testid="receipt-status"]')?.textContent;
/** Words that belong to one payment state only. */
const WORDS: Record<PaymentStatus, string[]> = {
  paid: ['تم الدفع بنجاح', 'إيصال الدفع', 'المبلغ المدفوع', 'تاريخ الدفع', 'وصلتنا رسوم'],
  pending: ['الدفع قيد المعالجة', 'لم يصلنا تأكيد', PAYMENT_STATUS_LABELS.pending],
  failed: ['لم يتم الدفع', 'لم تكتمل', PAYMENT_STATUS_LABELS.failed],
  awaiting_confirmation: ['بانتظار تأكيد التحويل', 'يتحقق المكتب من وصول الحوالة'],
};

describe('the payment receipt', () => {
  it.each(['paid', 'pending', 'failed', 'awaiting_confirmation'] as const)(
    'says one thing for a %s payment: its status, and no word of another state',
    async (status) => {
      const receipt = await render({
        ...paid,
        status,
        paidAt: status === 'paid' ? paid.paidAt : null,
      });
      expect(statusOf(receipt)).toBe(PAYMENT_STATUS_LABELS[status]);
      for (const word of WORDS[status]) expect(text(receipt)).toContain(word);
      for (const other of ['paid', 'pending', 'failed', 'awaiting_confirmation'] as const) {
        if (other === status) continue;
        for (const word of WORDS[other])
          expect(text(receipt), `${status}: ${word}`).not.toContain(word);
      }
      // The heading is the status's own, focused for screen readers.
      expect(document.activeElement?.textContent).toBe(WORDS[status][0]);
    },
  );

  it('a paid appointment: fees received, never "confirmed" and "to be confirmed" at once', async () => {
    const receipt = await render(paid);
    const said = text(receipt);
    expect(said).toContain('فلن يُلغى حجزك لعدم الدفع');
    expect(said).toContain('سيتواصل معك فريقنا خلال 24 ساعة');
    // Whether the office confirmed the appointment is not the payment's to say.
    for (const word of ['تثبيت', 'مثبت', 'مؤكد', 'تم تأكيد', 'لتأكيده']) {
      expect(said, word).not.toContain(word);
    }
    expect(said).toContain(formatJod(30));
    expect(said).toContain('pay_3f9c2a');
    // Once the server names the provider's transaction, that is the payment's reference.
    unmountAll();
    const named = await render({ ...paid, paymentReference: '8AC7A4C98F2B' });
    expect(text(named)).toContain('8AC7A4C98F2B');
    expect(text(named)).not.toContain('pay_3f9c2a');
  });

  it('speaks of the dashboard only to a signed-in client, who has one', async () => {
    const guest = await render(paid);
    expect(text(guest)).not.toContain('لوحة التحكم');
    expect(guest.querySelector('a[href="/dashboard"]')).toBeNull();
    unmountAll();

    const client = await render(paid, {
      id: 'u1',
      username: 'sara',
      email: 'sara@example.jo',
      firstName: 'سارة',
      lastName: 'الخطيب',
      role: 'user',
    });
    expect(text(client)).toContain('تجد الموعد وحالة دفعه في لوحة التحكم');
    expect(client.querySelector('a[href="/dashboard"]')?.textContent).toContain(
      'الذهاب إلى لوحة التحكم',
    );
  });

  it('names the appointment by its SND- reference and its Amman date and time', async () => {
    const receipt = await mountInFrame(
      <Receipt
        payment={paid}
        serviceName={paid.serviceName}
        target={{ label: 'رقم الحجز', value: 'SND-26-00042' }}
        startsAt="2026-03-15T06:00:00.000Z"
      />,
    );
    const rows = [...receipt.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toContainEqual(['رقم الحجز', 'SND-26-00042']);
    // 06:00 UTC is 9:00 in Amman, Latin digits.
    expect(receipt.querySelector('[data-testid="receipt-starts-at"]')?.textContent).toBe(
      'الأحد، 15 آذار 2026 في 9:00 ص',
    );
    expect(text(receipt)).toContain('احتفظ بـ«رقم الحجز» ومرجع الدفع');
  });

  it('has no appointment row rather than an internal id when the reference is unknown', async () => {
    const receipt = await mountInFrame(<Receipt payment={paid} serviceName={paid.serviceName} />);
    expect(text(receipt)).not.toContain('رقم الحجز');
    expect(text(receipt)).not.toContain(paid.targetId);
    expect(receipt.querySelector('[data-testid="receipt-starts-at"]')).toBeNull();
  });

  it('offers the PDF receipt of a paid payment where the page gives its address, never before payment', async () => {
    const href = '/api/appointments/appt-1/receipt?token=mz0abc.sig';
    const withLink = (payment: Payment) =>
      mountInFrame(
        <Receipt payment={payment} serviceName={payment.serviceName} downloadHref={href} />,
      );
    const receipt = await withLink(paid);
    const link = receipt.querySelector<HTMLAnchorElement>('a[data-testid="receipt-download"]');
    expect(link?.textContent).toBe('تنزيل الفاتورة (PDF)');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.hasAttribute('download')).toBe(true);
    unmountAll();

    for (const status of ['pending', 'failed'] as const) {
      const unpaid = await withLink({ ...paid, status, paidAt: null });
      expect(unpaid.querySelector('[data-testid="receipt-download"]'), status).toBeNull();
      unmountAll();
    }

    // No address given (a guest without the emailed link's token): no link.
    const guest = await render(paid);
    expect(guest.querySelector('[data-testid="receipt-download"]')).toBeNull();
    expect(text(guest)).not.toContain('تنزيل الفاتورة');
  });

  it('a paid service request speaks of the request, not of an appointment', async () => {
    const receipt = await render({ ...paid, kind: 'service-request' });
    expect(text(receipt)).toContain('وصلتنا رسوم طلبك');
    expect(text(receipt)).not.toContain('حجزك');
  });
});
