import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmailJob, emailJobSchema, formatAmmanDateTime } from '@ssc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { renderEmail } from './render';
import { SAMPLE_NAME, sampleContactReceived, sampleContactReply } from './samples';

const context = { siteName: 'سند للاستشارات' };
const render = (job: EmailJob) => renderEmail(emailJobSchema.parse(job), context);

describe('«رد على رسالتك» (issue 34.10)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('greets by name, gives the reply with its lines, and quotes the message with its date', async () => {
    const job = sampleContactReply();
    const message = await render(job);
    expect(message.subject).toBe('رد على رسالتك — سند للاستشارات');
    expect(message.to).toBe('sara@example.jo');
    expect(message.text).toContain(`مرحباً ${SAMPLE_NAME}،`);
    expect(message.text).toContain(job.body);
    const when = `رسالتك بتاريخ ${formatAmmanDateTime(job.original.receivedAt)} (بتوقيت عمّان):`;
    expect(message.text).toContain(
      `${when}\n> أرغب في معرفة شروط التقاعد المبكر <b>في حالتي</b>.\n> شكراً`,
    );
    // The HTML escapes the quoted text like any other and keeps its lines.
    expect(message.html).toContain(when);
    expect(message.html).toContain('&lt;b&gt;في حالتي&lt;/b&gt;');
    expect(message.html).not.toContain('<b>في حالتي');
    expect(message.html).toContain('white-space:pre-wrap');
    expect(message.html).toContain('يمكنك التقاعد المبكر بعد 252 اشتراكاً شهرياً.');
  });

  it('sets Reply-To to the office, so the client’s answer reaches it', async () => {
    const message = await render(sampleContactReply());
    expect(message.replyTo).toBe('office@sanad.example.jo');
    dir = await mkdtemp(join(tmpdir(), 'ssc-reply-'));
    const mailer = createMailer({
      from: { name: 'سند', address: 'no-reply@example.com' },
      smtpUrl: undefined,
      mailDir: dir,
    });
    await mailer.send(message, 'contact-reply-1');
    mailer.close();
    const eml = await readFile(join(dir, 'contact-reply-1.eml'), 'utf8');
    expect(eml).toMatch(/^Reply-To: office@sanad.example.jo$/m);
    expect(eml).toMatch(/^To: sara@example.jo$/m);
  });

  it('other emails carry no Reply-To', async () => {
    expect((await render(sampleContactReceived())).replyTo).toBeUndefined();
  });

  it('refuses a job without the office address or with an empty reply', () => {
    for (const bad of [
      { ...sampleContactReply(), replyTo: 'not-an-address' },
      { ...sampleContactReply(), body: '  ' },
      { ...sampleContactReply(), original: { message: '', receivedAt: '2029-12-30T10:15:00Z' } },
    ]) {
      expect(emailJobSchema.safeParse(bad).success).toBe(false);
    }
  });
});
