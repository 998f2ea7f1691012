// The proxies in front of the gateway (deploy/Caddyfile, deploy/k8s/ingress.yaml) must let through
// the largest request the contracts allow: MAX_FILES_PER_UPLOAD files of MAX_FILE_BYTES each plus
// the form's text fields and multipart headers. Their limits are written by hand in each tool's
// own units (Caddy's MB is 10^6 bytes, nginx's m is 2^20), so they are read back here in bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@ssc/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { root } from './lib/apps.mjs';

/** Room for the booking's text fields and each part's headers (a few hundred bytes per file). */
const MULTIPART_ALLOWANCE = 1024 * 1024;
const LARGEST_REQUEST = MAX_FILES_PER_UPLOAD * MAX_FILE_BYTES + MULTIPART_ALLOWANCE;

/** Caddy's sizes (go-humanize): KB/MB/GB are powers of 10, KiB/MiB/GiB of 2, bare = bytes. */
function caddyBytes(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([kmgt]i?b?|b)?$/i.exec(text.trim());
  if (!match) throw new Error(`not a Caddy size: ${text}`);
  const unit = (match[2] ?? '').toLowerCase();
  const power = { '': 0, b: 0, k: 1, m: 2, g: 3, t: 4 }[unit.replace(/i?b$/, '')] ?? 0;
  const base = unit.includes('i') ? 1024 : 1000;
  return Number(match[1]) * base ** power;
}

/** nginx's sizes (client_max_body_size): k/K = 1024, m/M = 1024², g/G = 1024³, bare = bytes. */
function nginxBytes(text: string): number {
  const match = /^(\d+)([kmg])?$/i.exec(text.trim());
  if (!match) throw new Error(`not an nginx size: ${text}`);
  const power = { '': 0, k: 1, m: 2, g: 3 }[(match[2] ?? '').toLowerCase()] ?? 0;
  return Number(match[1]) * 1024 ** power;
}

describe('size units', () => {
  it('reads Caddy and nginx sizes as their tools do', () => {
    expect(caddyBytes('100MB')).toBe(100_000_000);
    expect(caddyBytes('100MiB')).toBe(100 * 2 ** 20);
    expect(caddyBytes('116391936')).toBe(116_391_936);
    expect(nginxBytes('100m')).toBe(100 * 2 ** 20);
    expect(nginxBytes('512k')).toBe(512 * 1024);
    expect(nginxBytes('1000')).toBe(1000);
    expect(() => nginxBytes('100MB')).toThrow();
  });

  it('would have caught the old hand-written 100MB in the Caddyfile', () => {
    expect(caddyBytes('100MB')).toBeLessThan(LARGEST_REQUEST);
    expect(nginxBytes('100m')).toBeLessThan(LARGEST_REQUEST);
  });
});

describe('proxy request-size limits against the contracts', () => {
  it('Caddy lets the largest allowed booking through', () => {
    const caddyfile = readFileSync(path.join(root, 'deploy', 'Caddyfile'), 'utf8');
    const sizes = [...caddyfile.matchAll(/^\s*max_size\s+(\S+)\s*$/gm)].map((m) => m[1] as string);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(caddyBytes(size)).toBeGreaterThanOrEqual(LARGEST_REQUEST);
  });

  it('the Kubernetes ingress lets the largest allowed booking through', () => {
    const text = readFileSync(path.join(root, 'deploy', 'k8s', 'ingress.yaml'), 'utf8');
    const ingresses = parseAllDocuments(text)
      .map((doc) => doc.toJS())
      .filter((doc) => doc?.kind === 'Ingress');
    expect(ingresses.length).toBeGreaterThan(0);
    for (const ingress of ingresses) {
      const size = ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'];
      expect(nginxBytes(String(size))).toBeGreaterThanOrEqual(LARGEST_REQUEST);
    }
  });
});
