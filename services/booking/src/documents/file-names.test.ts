import type { Appointment, UserDocument } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, expect, it } from 'vitest';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { pdfBytes } from '../testing/sample-files';

// Issue 37 row 7: a name with a right-to-left override (`report\u202eexe.pdf`) was stored and
// offered back as `reportfdp.exe`. Upload, then download: the name has no override and ends .pdf.
const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
});

const TRICK = 'report\u202eexe.pdf';
const OVERRIDES =
  /\u202a|\u202b|\u202c|\u202d|\u202e|\u2066|\u2067|\u2068|\u2069|\u200e|\u200f|\u061c/;

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(70);
  const url = (path: string) => `${sut.service.url}${path}`;
  const user = () => sut.identityHeaders({ userId: 'user-bidi', role: 'user' });

  const offeredName = async (id: string) => {
    const res = await fetch(url(`/api/documents/${id}/download`), { headers: user() });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const disposition = res.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    return { plain: disposition, name: decodeURIComponent(encoded) };
  };
  const expectSafe = (name: string) => {
    expect(name).not.toMatch(OVERRIDES);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).toBe('reportexe.pdf');
  };

  it('a booking attachment keeps its real extension at the end', async () => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      headers: user(),
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso }, [
        { name: TRICK, content: pdfBytes() },
      ]),
    });
    expect(res.status).toBe(201);
    const [file] = ((await res.json()) as Appointment).files;
    if (!file) throw new Error('no file');
    expectSafe(file.fileName);
    const offered = await offeredName(file.id);
    expectSafe(offered.name);
    expect(offered.plain).toContain('filename="reportexe.pdf"');
  });

  it('a document of the account keeps its real extension at the end', async () => {
    const res = await fetch(url('/api/user-documents'), {
      method: 'POST',
      headers: user(),
      body: bookingForm({}, [{ name: `\u2067${TRICK}\u2069`, content: pdfBytes() }]),
    });
    expect(res.status).toBe(201);
    const [document] = (await res.json()) as UserDocument[];
    if (!document) throw new Error('no document');
    expectSafe(document.fileName);
    expectSafe((await offeredName(document.id)).name);
  });
});
