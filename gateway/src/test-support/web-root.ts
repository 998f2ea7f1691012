import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Big enough to pass the compression threshold, repetitive enough to compress well.
export const bigScript = `console.log(${JSON.stringify('سند '.repeat(2000))});\n`;

export const shellIndex = `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>shell</title>
<script id="app-config" type="application/json">{}</script>
<script defer src="/main.1a2b3c4d.js"></script></head>
<body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>
`;

export const webFiles: Record<string, string> = {
  'shell/dist/index.html': shellIndex,
  'shell/dist/main.1a2b3c4d.js': bigScript,
  'shell/dist/robots.txt': 'User-agent: *\n',
  'shell/dist/.secret': 'hidden',
  'mfe-public/dist/mf-manifest.json': '{"name":"mfe_public"}',
  'mfe-public/dist/remoteEntry.js': bigScript,
  'mfe-public/dist/static/js/landing.0123456789abcdef.js': 'export const x = 1;\n',
  'mfe-booking/dist/remoteEntry.js': 'var mfe_booking;\n',
};

export interface WebRoot {
  dir: string;
  write(path: string, content: string): Promise<void>;
  remove(path: string): Promise<void>;
  cleanup(): Promise<void>;
}

/** A temporary WEB_ROOT laid out like the built monorepo (shell/dist, mfe-<name>/dist). */
export async function createWebRoot(files: Record<string, string> = webFiles): Promise<WebRoot> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  const write = async (path: string, content: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  };
  for (const [path, content] of Object.entries(files)) await write(path, content);
  return {
    dir,
    write,
    remove: (path) => rm(join(dir, path), { recursive: true, force: true }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
