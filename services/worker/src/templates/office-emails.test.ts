import { type EmailJob, emailJobSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';
import { renderEmail } from './render';
import { previewSamples, sampleOfficeNotice } from './samples';

const context = { siteName: 'سند للاستشارات' };
const render = (job: EmailJob) => renderEmail(emailJobSchema.parse(job), context);
const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('the office’s emails (issue 34.11)', () => {
  it('answer the client: Reply-To is the client’s email', async () => {
    const job = sampleOfficeNotice();
    const message = await render(job);
    expect(message.replyTo).toBe(job.event.email);
  });

  it('keep the direction isolates in the HTML part only, never in the text part', async () => {
    const office = await render(sampleOfficeNotice());
    // The phone stays left to right inside the Arabic line of the HTML…
    expect(office.html).toContain('\u20660791234567\u2069');
    // …and reads plain in the text part.
    expect(office.text).toContain('رقم الهاتف: 0791234567');
    for (const { file, job } of previewSamples) {
      const { text } = await render(job);
      expect({ file, marks: MARKS.test(text) }).toEqual({ file, marks: false });
    }
  });

  it('strip direction marks and isolates and nothing else', () => {
    expect(plainText('\u200fالهاتف: \u2066+442071234567\u2069\u200e، \u2068SND\u2069')).toBe(
      'الهاتف: +442071234567، SND',
    );
    expect(plainText('سطر\nآخر — «نص»')).toBe('سطر\nآخر — «نص»');
  });
});
