// `npm run emails:preview -w @ssc/worker [-- <folder>]`: renders every template with sample data
// (src/templates/samples.ts) and writes <name>.html, <name>.txt (subject + text part) and any
// attachment (the .ics files, the receipt's PDF) into <folder> (default services/worker/previews/,
// gitignored), plus an index.html.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_NAME, emailJobSchema } from '@ssc/contracts';
import { renderEmail } from '../src/templates/render';
import { previewSamples } from '../src/templates/samples';

const workerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argument = process.argv[2];
// npm runs the script inside the workspace; a relative folder means the caller's folder.
const outDir = argument
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : path.join(workerDir, 'previews');
const siteName = process.env.SITE_NAME || DEFAULT_SITE_NAME;

await mkdir(outDir, { recursive: true });
const links: string[] = [];
for (const { file, job } of previewSamples) {
  const message = await renderEmail(emailJobSchema.parse(job), { siteName });
  await writeFile(path.join(outDir, `${file}.html`), message.html);
  await writeFile(
    path.join(outDir, `${file}.txt`),
    `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
  );
  const attached: string[] = [];
  for (const attachment of message.attachments ?? []) {
    const name = `${file}--${attachment.filename}`;
    await writeFile(path.join(outDir, name), attachment.content);
    attached.push(` · <a href="${name}">${attachment.filename}</a>`);
  }
  links.push(
    `<li><a href="${file}.html">${file}.html</a> · <a href="${file}.txt">text</a>${attached.join('')} — ${escapeHtml(message.subject)}</li>`,
  );
  console.info(`${path.join(outDir, file)}.html  (${job.template})`);
}
await writeFile(
  path.join(outDir, 'index.html'),
  `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>معاينة الرسائل</title><ul>${links.join('')}</ul></html>\n`,
);
console.info(`${previewSamples.length} previews in ${outDir} (open index.html)`);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
