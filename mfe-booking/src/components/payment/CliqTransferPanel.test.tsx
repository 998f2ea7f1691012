// @vitest-environment jsdom
import { uploadRequest } from '@ssc/api-client';
import { cliqMessages, formatJod, type Payment } from '@ssc/contracts';
import { MAX_FILE_BYTES } from '@ssc/contracts/uploads';
import { unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alerts,
  buttonNamed,
  byTestId,
  json,
  renderLive,
  stubFetch,
  until,
} from '../../testing/dom';
import {
  APPOINTMENT_ID as APPOINTMENT,
  HOLD_UNTIL,
  cliqInstructions as instructions,
  reportedTransfer,
} from '../../testing/payments';
import CliqTransferPanel, { cliqCopy, plainAmount } from './CliqTransferPanel';

// The request itself (XMLHttpRequest, progress events) has its own tests in @ssc/api-client.
vi.mock('@ssc/api-client', async (actual) => ({
  ...(await actual<typeof import('@ssc/api-client')>()),
  uploadRequest: vi.fn(),
}));
const upload = vi.mocked(uploadRequest);

const reported = reportedTransfer();

/** The gateway: `start` answers POST /api/payments/cliq, `report` the JSON report, `payment` GET. */
function network(answers: {
  start?: () => Response;
  report?: () => Response;
  payment?: () => Response;
}) {
  return stubFetch(({ method, url }) => {
    const answer =
      method === 'POST' && url === '/api/payments/cliq'
        ? answers.start
        : method === 'POST' && url === '/api/payments/pay-cliq-1/transfer-reported'
          ? answers.report
          : method === 'GET' && url === '/api/payments/pay-cliq-1'
            ? answers.payment
            : undefined;
    return answer?.();
  });
}

const onReported = vi.fn();

function render(target: { appointmentId?: string; serviceRequestId?: string } = {}) {
  return renderLive(
    <CliqTransferPanel
      target={target.serviceRequestId ? target : { appointmentId: APPOINTMENT }}
      onReported={onReported}
    />,
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function pick(file: File) {
  const input = fileInput();
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const pdf = (name = 'إشعار التحويل.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  onReported.mockReset();
  upload.mockReset();
});
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

describe('the CliQ transfer panel', () => {
  it('shows the alias, account name, exact amount and reference, the steps and the hold, each fact with a copy button', async () => {
    const calls = network({ start: () => json(instructions) });
    await render();
    await until(() => byTestId('cliq-panel') !== null);

    expect(calls).toEqual([
      { method: 'POST', url: '/api/payments/cliq', body: { appointmentId: APPOINTMENT } },
    ]);
    expect(byTestId('cliq-alias')?.textContent).toBe('SANADCONSULT');
    expect(byTestId('cliq-accountName')?.textContent).toBe('شركة سند للاستشارات');
    expect(byTestId('cliq-amount')?.textContent).toContain(formatJod(30));
    expect(byTestId('cliq-amount')?.textContent).toContain('30.000');
    expect(byTestId('cliq-reference')?.textContent).toBe('SND-26-00042');
    for (const label of [cliqCopy.alias, cliqCopy.accountName, cliqCopy.amount, cliqCopy.reference])
      expect(buttonNamed(`${cliqCopy.copy}: ${label}`), label).toBeDefined();
    const steps = [...document.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain('افتح تطبيق البنك');
    expect(steps[2]).toContain('30.000');
    expect(steps[2]).toContain('SND-26-00042');
    expect(byTestId('cliq-hold')?.textContent).toContain('الاثنين، 16 آذار 2026 في 9:30 ص');
    expect(document.querySelector(`label[for="${fileInput().id}"]`)?.textContent).toBe(
      cliqCopy.fileLabel,
    );
    expect(plainAmount(12.5)).toBe('12.500');
  });

  it('copies with the Clipboard API, and says so in a live region', async () => {
    network({ start: () => json(instructions) });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await render();
    await until(() => byTestId('cliq-panel') !== null);

    await act(async () => buttonNamed(`${cliqCopy.copy}: ${cliqCopy.amount}`)?.click());
    expect(writeText).toHaveBeenCalledWith('30.000');
    const live = byTestId('cliq-copied') as HTMLElement;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe(`${cliqCopy.copied}: ${cliqCopy.amount}`);

    await act(async () => buttonNamed(`${cliqCopy.copy}: ${cliqCopy.reference}`)?.click());
    expect(writeText).toHaveBeenLastCalledWith('SND-26-00042');
    expect(live.textContent).toBe(`${cliqCopy.copied}: ${cliqCopy.reference}`);
  });

  it('falls back to selecting the text where the Clipboard API is missing, and says when nothing worked', async () => {
    network({ start: () => json(instructions) });
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    let selected = '';
    let works = true;
    const execCommand = vi.fn((command: string) => {
      const area = document.querySelector('textarea');
      selected = area?.value ?? '';
      return command === 'copy' && works;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await render();
      await until(() => byTestId('cliq-panel') !== null);
      await act(async () => buttonNamed(`${cliqCopy.copy}: ${cliqCopy.alias}`)?.click());
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(selected).toBe('SANADCONSULT');
      expect(document.querySelector('textarea')).toBeNull();
      expect(byTestId('cliq-copied')?.textContent).toBe(`${cliqCopy.copied}: ${cliqCopy.alias}`);

      works = false;
      await act(async () => buttonNamed(`${cliqCopy.copy}: ${cliqCopy.alias}`)?.click());
      expect(byTestId('cliq-copied')?.textContent).toBe(cliqCopy.copyFailed);
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('reports the transfer without a file as JSON {}, and hands over the payment and the hold', async () => {
    const calls = network({ start: () => json(instructions), report: () => json(reported) });
    await render();
    await until(() => byTestId('cliq-panel') !== null);
    await act(async () => buttonNamed(cliqCopy.report)?.click());
    await until(() => onReported.mock.calls.length === 1);

    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/payments/pay-cliq-1/transfer-reported',
      body: {},
    });
    expect(upload).not.toHaveBeenCalled();
    expect(onReported).toHaveBeenCalledWith(reported, HOLD_UNTIL);
  });

  it('reports with the bank’s confirmation as one multipart `files` part, showing the upload’s progress', async () => {
    network({ start: () => json(instructions) });
    let progress: ((p: { loaded: number; total: number; fraction: number }) => void) | undefined;
    let resolve: (payment: Payment) => void = () => {};
    upload.mockImplementationOnce(
      (_method, _url, _body, options) =>
        new Promise((r) => {
          progress = options?.onProgress;
          resolve = r as (payment: Payment) => void;
        }),
    );
    await render();
    await until(() => byTestId('cliq-panel') !== null);
    const file = pdf();
    await pick(file);
    expect(byTestId('cliq-file')?.textContent).toContain('إشعار التحويل.pdf');

    await act(async () => buttonNamed(cliqCopy.report)?.click());
    expect(upload).toHaveBeenCalledTimes(1);
    const [method, url, body] = upload.mock.calls[0] as [string, string, FormData];
    expect([method, url]).toEqual(['POST', '/api/payments/pay-cliq-1/transfer-reported']);
    expect(body.getAll('files')).toHaveLength(1);
    expect((body.get('files') as File).name).toBe('إشعار التحويل.pdf');
    expect([...body.keys()]).toEqual(['files']);

    await act(async () => progress?.({ loaded: 4, total: 10, fraction: 0.4 }));
    const bar = document.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-label')).toBe(cliqCopy.progress);
    expect(bar?.getAttribute('aria-valuenow')).toBe('40');
    expect(buttonNamed(cliqCopy.reporting)?.disabled).toBe(true);

    await act(async () => resolve(reported));
    await until(() => onReported.mock.calls.length === 1);
    expect(onReported).toHaveBeenCalledWith(reported, HOLD_UNTIL);
  });

  it('refuses a file of another type or over the size limit before sending, in an alert', async () => {
    network({ start: () => json(instructions), report: () => json(reported) });
    await render();
    await until(() => byTestId('cliq-panel') !== null);

    await pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    // The name and each Latin type isolated, so the Arabic keeps its order (issue 33.4).
    expect(alerts().join(' ')).toContain('«\u2068notes.txt\u2069» بصيغة غير مدعومة');
    expect(alerts().join(' ')).toContain('\u2066PDF\u2069، \u2066JPG\u2069');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(byTestId('cliq-file')).toBeNull();

    await pick(pdf('كبير.pdf', MAX_FILE_BYTES + 1));
    expect(alerts().join(' ')).toContain('حجم الملف «كبير.pdf» أكبر من 10 ميغابايت');
    expect(byTestId('cliq-file')).toBeNull();

    // A valid pick clears the error; removing it sends the report without a file.
    await pick(pdf());
    expect(alerts()).toEqual([]);
    await act(async () => buttonNamed(cliqCopy.removeFile)?.click());
    expect(byTestId('cliq-file')).toBeNull();
    await act(async () => buttonNamed(cliqCopy.report)?.click());
    await until(() => onReported.mock.calls.length === 1);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a report in an alert, and the button works again', async () => {
    network({
      start: () => json(instructions),
      report: () => json({ message: 'عملية الدفع غير موجودة' }, 404),
    });
    await render();
    await until(() => byTestId('cliq-panel') !== null);
    await act(async () => buttonNamed(cliqCopy.report)?.click());
    await until(() => alerts().length > 0);
    expect(alerts()).toEqual(['عملية الدفع غير موجودة']);
    expect(buttonNamed(cliqCopy.report)?.disabled).toBe(false);
    expect(onReported).not.toHaveBeenCalled();
  });

  it('an upload that fails on the network says so in Arabic', async () => {
    network({ start: () => json(instructions) });
    upload.mockRejectedValueOnce(new TypeError('Network request failed'));
    await render();
    await until(() => byTestId('cliq-panel') !== null);
    await pick(pdf());
    await act(async () => buttonNamed(cliqCopy.report)?.click());
    await until(() => alerts().length > 0);
    expect(alerts()).toEqual([cliqCopy.reportFailed]);
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('a transfer reported before (409) shows its payment instead of an error', async () => {
    network({
      start: () => json(instructions),
      report: () => json({ message: cliqMessages.alreadyReported }, 409),
      payment: () => json(reported),
    });
    await render();
    await until(() => byTestId('cliq-panel') !== null);
    await act(async () => buttonNamed(cliqCopy.report)?.click());
    await until(() => onReported.mock.calls.length === 1);
    expect(onReported).toHaveBeenCalledWith(reported, HOLD_UNTIL);
  });

  it('an office without CliQ: the server’s 404 message in an alert, with a retry', async () => {
    const calls = network({ start: () => json({ message: cliqMessages.notEnabled }, 404) });
    await render();
    await until(() => alerts().length > 0);
    expect(alerts()).toEqual([cliqMessages.notEnabled]);
    expect(byTestId('cliq-panel')).toBeNull();
    await act(async () => buttonNamed(cliqCopy.retry)?.click());
    await until(() => calls.length === 2);
  });

  it('a payment already reported (a reload) goes straight to its state; a service request has no hold', async () => {
    network({
      start: () => json({ ...instructions, status: 'awaiting_confirmation', holdUntil: null }),
      payment: () => json({ ...reported, kind: 'service-request', targetId: 'sr-1' }),
    });
    await render({ serviceRequestId: 'sr-1' });
    await until(() => onReported.mock.calls.length === 1);
    expect(onReported.mock.calls[0]?.[1]).toBeNull();
    expect(byTestId('cliq-panel')).toBeNull();
  });
});
