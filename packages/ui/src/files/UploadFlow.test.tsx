// @vitest-environment jsdom
import { ApiError, uploadRequest } from '@ssc/api-client';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountInFrame, unmountAll } from '../testing/mountInFrame';
import { UploadFlow } from './UploadFlow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The request itself (XMLHttpRequest, progress events) has its own tests in @ssc/api-client.
vi.mock('@ssc/api-client', async (actual) => ({
  ...(await actual<typeof import('@ssc/api-client')>()),
  uploadRequest: vi.fn(),
}));
const send = vi.mocked(uploadRequest);

type Progress = (p: { loaded: number; total: number; fraction: number }) => void;

/** An upload the test answers: its progress callback, and resolve / reject. */
function pendingUpload() {
  const answer: { progress?: Progress; resolve(v: unknown): void; reject(e: unknown): void } = {
    resolve: () => {},
    reject: () => {},
  };
  send.mockImplementationOnce(
    (_method, _url, _body, options) =>
      new Promise((resolve, reject) => {
        answer.progress = options?.onProgress as Progress;
        answer.resolve = resolve;
        answer.reject = reject;
      }),
  );
  return answer;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function pick(host: HTMLElement, files: File[]) {
  const input = host.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const button = (host: HTMLElement) =>
  host.querySelector<HTMLButtonElement>('button:not([aria-label])')!;
const toasts = () => useToastStore.getState().toasts;

beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));
afterEach(() => {
  unmountAll();
  send.mockReset();
});

describe('UploadFlow', () => {
  it('lists the valid picks, names a refused one in a toast, then sends with an ARIA progress bar', async () => {
    const onUploaded = vi.fn();
    const host = await mountInFrame(
      <UploadFlow
        url="/api/user-documents"
        texts={{ list: 'الملفات المختارة للرفع' }}
        onUploaded={onUploaded}
      />,
    );
    const input = host.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.closest('label')?.textContent).toContain('اسحب مستنداتك وأفلتها هنا');
    expect(input.multiple).toBe(true);
    expect(button(host).disabled).toBe(true);

    await pick(host, [new File(['x'], 'ملاحظات.txt'), pdf('a.pdf'), pdf('b.pdf')]);
    expect(toasts()[0]?.description).toContain('«\u2068ملاحظات.txt\u2069»');
    expect(host.querySelector('ul')?.getAttribute('aria-label')).toBe('الملفات المختارة للرفع (2)');

    const upload = pendingUpload();
    await act(async () => button(host).click());
    const [, url, body] = send.mock.calls[0]!;
    expect(url).toBe('/api/user-documents');
    expect((body as FormData).getAll('files').map((f) => (f as File).name)).toEqual([
      'a.pdf',
      'b.pdf',
    ]);
    expect(button(host).textContent).toBe('جارٍ رفع المستندات...');
    expect(button(host).disabled).toBe(true);
    await act(async () => upload.progress?.({ loaded: 1, total: 2, fraction: 0.5 }));
    const bar = host.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-label')).toBe('تقدم رفع المستندات');
    expect(bar?.getAttribute('aria-valuenow')).toBe('50');

    await act(async () => upload.resolve([{ id: 'd1' }]));
    expect(onUploaded).toHaveBeenCalledWith([{ id: 'd1' }], [expect.any(File), expect.any(File)]);
    expect(host.querySelector('[role="progressbar"]')).toBeNull();
    expect(host.querySelector('ul')).toBeNull();
    expect(button(host).textContent).toBe('رفع المستندات');
  });

  it('toasts the server’s message on failure and keeps the files; a handled error toasts nothing', async () => {
    const onError = vi.fn((error: unknown) => error instanceof ApiError && error.status === 401);
    const host = await mountInFrame(
      <UploadFlow url="/upload" field="file" onUploaded={() => {}} onError={onError} />,
    );
    await pick(host, [pdf('a.pdf')]);

    let upload = pendingUpload();
    await act(async () => button(host).click());
    expect((send.mock.calls[0]![2] as FormData).has('file')).toBe(true);
    await act(async () => upload.reject(new ApiError(413, 'الملف كبير جداً', null)));
    expect(toasts()[0]).toMatchObject({
      title: 'فشل رفع المستندات',
      description: 'الملف كبير جداً',
      variant: 'destructive',
    });
    expect(host.querySelectorAll('li')).toHaveLength(1);

    useToastStore.setState({ toasts: [], queue: [] });
    upload = pendingUpload();
    await act(async () => button(host).click());
    await act(async () => upload.reject(new ApiError(401, 'Unauthorized', null)));
    expect(onError).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual([]);
  });

  it('holds one file when single: a new valid pick replaces it, a refused one leaves it', async () => {
    const host = await mountInFrame(
      <UploadFlow url="/upload" multiple={false} onUploaded={() => {}} />,
    );
    expect(host.querySelector<HTMLInputElement>('input[type="file"]')?.multiple).toBe(false);
    await pick(host, [pdf('first.pdf')]);
    await pick(host, [pdf('second.pdf')]);
    expect([...host.querySelectorAll('li bdi')].map((b) => b.textContent)).toEqual(['second.pdf']);
    await pick(host, [new File(['x'], 'notes.txt')]);
    expect([...host.querySelectorAll('li bdi')].map((b) => b.textContent)).toEqual(['second.pdf']);
  });
});
