// @vitest-environment jsdom
import type { Appointment } from '@ssc/contracts';
import { sampleAppointment } from '@ssc/contracts/testing';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { SuccessPanel } from './SuccessPanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lays nothing out; the panel scrolls itself into view on mount.
Element.prototype.scrollIntoView ??= () => {};

const booked = sampleAppointment({
  reference: 'SND-26-00042',
  date: '2026-03-15T06:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  paymentDueAt: null,
});

function render(appointment: Appointment): Promise<HTMLElement> {
  return mountInFrame(
    <SuccessPanel
      appointment={appointment}
      service={undefined}
      fileCount={0}
      onBookAnother={() => {}}
    />,
  );
}

afterEach(() => {
  unmountAll();
});

describe('SuccessPanel', () => {
  it('shows the reference and, with online payment on, the deadline before the booking is released', async () => {
    // 08:30 UTC = 11:30 in Amman, Sunday 1 March.
    const panel = await render({ ...booked, paymentDueAt: '2026-03-01T08:30:00.000Z' });
    expect(panel.querySelector('[data-testid="booking-reference"]')?.textContent).toBe(
      'SND-26-00042',
    );
    const deadline = panel.querySelector('[data-testid="payment-deadline"]')?.textContent ?? '';
    expect(deadline).toMatch(/آخر موعد للدفع: الأحد، 1 آذار 2026.*11:30/);
    expect(deadline).toContain('يُلغى الحجز تلقائياً');
  });

  it('states no deadline when nothing expires (no payment provider)', async () => {
    const panel = await render(booked);
    expect(panel.querySelector('[data-testid="payment-deadline"]')).toBeNull();
  });
});
