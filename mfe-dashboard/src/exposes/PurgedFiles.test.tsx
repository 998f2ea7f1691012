// @vitest-environment jsdom

import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { sampleAppointment, sampleService } from '@ssc/contracts/testing';
import { uploadMessages } from '@ssc/contracts/uploads';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENTS_URL } from '../features/appointments/queries';
import { USER_DOCUMENTS_URL } from '../lib/documentsQuery';
import Dashboard from './Dashboard';

// Issue 37 item 1: a booking's file deleted after the booking went unpaid is named, with
// «حُذف المرفق بعد انتهاء مهلة الدفع» in place of a download link that would fail.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const service = sampleService({ id: 'svc-x', nameAr: 'خدمة' });
const purged = {
  id: 'f-1',
  fileName: 'هوية.pdf',
  fileSize: 1000,
  mimeType: 'application/pdf',
  purgedAt: '2026-03-05T08:00:00.000Z',
};
const kept = { id: 'f-2', fileName: 'عقد.pdf', fileSize: 1000, mimeType: 'application/pdf' };

async function render(url: string) {
  const client = offlineQueryClient([[SERVICES_QUERY_KEY, [service]]]);
  const appointment = sampleAppointment({
    id: 'appt-1',
    serviceId: service.id,
    userId: 'u-1',
    status: 'cancelled',
    cancelledBy: 'system',
    files: [purged, kept],
  });
  client.setQueryData([APPOINTMENTS_URL, 'mine', 1], { total: 1, items: [appointment] });
  client.setQueryData([USER_DOCUMENTS_URL, 'mine', 1], {
    total: 2,
    items: [
      {
        id: purged.id,
        fileName: purged.fileName,
        fileSize: 1000,
        createdAt: purged.purgedAt,
        purgedAt: purged.purgedAt,
      },
      { id: kept.id, fileName: kept.fileName, fileSize: 1000, createdAt: purged.purgedAt },
    ],
  });
  useSessionStore.setState({
    status: 'signed-in',
    user: {
      id: 'u-1',
      email: 's@example.jo',
      username: 's',
      firstName: 'س',
      lastName: 'خ',
      role: 'user',
    },
  });
  return mountInFrame(<Dashboard />, { url, client });
}

afterEach(() => {
  unmountAll();
  useSessionStore.setState({ status: 'loading', user: null });
});

const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('files of a booking never paid', () => {
  it('say they were deleted on the appointment card, with no link', async () => {
    const page = await render('/dashboard');
    expect(page.querySelector('[data-testid="file-purged"]')?.textContent).toContain(
      uploadMessages.purged,
    );
    expect(hrefs(page)).toContain('/api/documents/f-2/download');
    expect(hrefs(page)).not.toContain('/api/documents/f-1/download');
  });

  it('say they were deleted in the documents tab, with no link', async () => {
    const page = await render('/dashboard?tab=documents');
    const panel = page.querySelector('[role="tabpanel"]:not([hidden])') as HTMLElement;
    expect(panel.querySelector('[data-testid="file-purged"]')?.textContent).toBe(
      uploadMessages.purged,
    );
    expect(hrefs(panel)).toContain('/api/documents/f-2/download');
    expect(hrefs(panel)).not.toContain('/api/documents/f-1/download');
  });
});
