import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_FILE_TYPES } from '@ssc/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAllowedExtension, verifiedMimeType } from './file-rules';

// The shared table (`@ssc/contracts/uploads`, property-tested there) against the detection this
// service runs: each type's signature is recognised by `file-type` as the type the table expects.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ssc-file-rules-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('file rules', () => {
  it('stores the table’s MIME type for content that starts with the table’s signature', async () => {
    for (const [ext, type] of Object.entries(UPLOAD_FILE_TYPES)) {
      if (type.content.detectedAs === 'docx') continue; // a zip: needs a whole archive (appointments tests)
      const path = join(dir, `sample.${ext}`);
      // What follows the signature in a real file, where `file-type` reads on (a PNG's first chunk).
      const rest =
        type.content.detectedAs === 'png'
          ? Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...Buffer.alloc(600, 0)])
          : Buffer.alloc(600, 0x20);
      await writeFile(path, Buffer.concat([Buffer.from(type.content.signature), rest]));
      expect(hasAllowedExtension(`سند.${ext.toUpperCase()}`)).toBe(true);
      expect(await verifiedMimeType(`sample.${ext}`, path)).toBe(type.mimeType);
      // The same bytes under another type's name are refused.
      const other = ext === 'pdf' ? 'png' : 'pdf';
      expect(await verifiedMimeType(`sample.${other}`, path)).toBeUndefined();
    }
  });

  it('refuses names the table does not list', async () => {
    expect(hasAllowedExtension('setup.exe')).toBe(false);
    expect(hasAllowedExtension('noextension')).toBe(false);
    expect(await verifiedMimeType('setup.exe', join(dir, 'missing'))).toBeUndefined();
  });
});
