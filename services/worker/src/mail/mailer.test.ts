import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the .eml fallback mailer', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml file per message id under the mail folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ssc-mail-'));
    const mailDir = join(dir, 'mail');
    const mailer = createMailer({
      from: { name: 'سند للاستشارات', address: 'no-reply@example.com' },
      smtpUrl: undefined,
      mailDir,
    });
    // Mostly ASCII markup, as the templates write it: nodemailer alone would pick quoted-printable.
    const html = `<p style="margin:0 0 12px;font-size:16px;line-height:1.6" dir="rtl">تم حجز موعدك</p>`;
    const message = { to: 'client@example.com', subject: 'Appointment booked', html, text: html };
    await mailer.send(message, 'outbox/7');
    await mailer.send(message, 'outbox/7');
    mailer.close();

    expect(await readdir(mailDir)).toEqual(['outbox_7.eml']);
    const eml = await readFile(join(mailDir, 'outbox_7.eml'), 'utf8');
    expect(eml).toMatch(/^To: client@example.com$/m);
    expect(eml).toMatch(/^Subject: Appointment booked$/m);
    expect(eml).toMatch(/^Message-ID: <outbox_7@example.com>$/m);
    expect(eml.match(/^Content-Transfer-Encoding: .*$/gm)).toEqual([
      'Content-Transfer-Encoding: base64',
      'Content-Transfer-Encoding: base64',
    ]);
    expect(eml).toContain(Buffer.from(html).toString('base64').slice(0, 60));
  });

  it('refuses to attach local files named in the message content', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ssc-mail-'));
    const mailer = createMailer({
      from: { name: 'x', address: 'no-reply@example.com' },
      smtpUrl: undefined,
      mailDir: join(dir, 'mail'),
    });
    // A producer bug or injected input must not make the worker read a local file.
    const html = { path: '/etc/hostname' } as unknown as string;
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', html, text: 't' }, 'file-access'),
    ).rejects.toThrow();
    mailer.close();
  });
});
