import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from './appointments';
import {
  ALLOWED_FILE_EXTENSIONS,
  checkUploadFile,
  extensionOf,
  FILE_INPUT_ACCEPT,
  MAX_FILE_BYTES,
  MAX_FILE_MB,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_FILE_TYPES,
  uploadMessages,
  uploadTypeOf,
} from './uploads';

const allowedArb = fc.constantFrom(...ALLOWED_FILE_EXTENSIONS);
/** An extension in any letter case. */
const anyCaseArb = (ext: string) =>
  fc
    .array(fc.boolean(), { minLength: ext.length, maxLength: ext.length })
    .map((upper) => [...ext].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
const stemArb = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/[.]/.test(s));
const otherExtensionArb = fc
  .stringMatching(/^[a-z0-9]{1,6}$/)
  .filter((e) => !(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(e));
const sizeArb = fc.oneof(
  fc.integer({ min: 0, max: 3 * MAX_FILE_BYTES }),
  fc.constantFrom(0, MAX_FILE_BYTES - 1, MAX_FILE_BYTES, MAX_FILE_BYTES + 1),
);

describe('upload rules', () => {
  it('accepts a file exactly when its extension is allowed (any case) and it fits the limit (property)', () => {
    fc.assert(
      fc.property(
        stemArb,
        fc.oneof(allowedArb.chain(anyCaseArb), otherExtensionArb),
        sizeArb,
        (stem, ext, size) => {
          const name = `${stem}.${ext}`;
          const allowed = (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(
            ext.toLowerCase(),
          );
          const problem = checkUploadFile({ name, size });
          if (!allowed) expect(problem).toBe(uploadMessages.fileType(name));
          else if (size > MAX_FILE_BYTES) expect(problem).toBe(uploadMessages.fileTooLarge(name));
          else expect(problem).toBeUndefined();
          expect(uploadTypeOf(name) !== undefined).toBe(allowed);
        },
      ),
    );
  });

  it('refuses names without an extension or with a name that only looks like one (property)', () => {
    fc.assert(
      fc.property(stemArb, allowedArb, (stem, ext) => {
        expect(checkUploadFile({ name: stem, size: 1 })).toBe(uploadMessages.fileType(stem));
        expect(checkUploadFile({ name: `${ext}.${stem}x`, size: 1 })).toBeDefined();
        expect(extensionOf(`${stem}.${ext}`)).toBe(ext);
      }),
    );
    expect(uploadTypeOf('x.constructor')).toBeUndefined();
    expect(uploadTypeOf('x.toString')).toBeUndefined();
  });

  it('names the refused file in every message (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        expect(uploadMessages.fileType(name)).toContain(`«\u2068${name}\u2069»`);
        expect(uploadMessages.fileTooLarge(name)).toContain(`«${name}»`);
      }),
    );
  });

  it('states the limits and the types it checks in every message', () => {
    const size = `${MAX_FILE_MB} ميغابايت`;
    expect(MAX_FILE_BYTES).toBe(MAX_FILE_MB * 1024 * 1024);
    expect(uploadMessages.fileTooLarge('x')).toContain(size);
    expect(uploadMessages.pickerHint).toContain(size);
    expect(uploadMessages.perFileLimit).toContain(size);
    expect(uploadMessages.tooManyFiles).toContain(String(MAX_FILES_PER_UPLOAD));
    expect(uploadMessages.pickerHint).toContain(String(MAX_FILES_PER_UPLOAD));
    for (const type of Object.values(UPLOAD_FILE_TYPES)) {
      expect(uploadMessages.fileType('x')).toContain(type.label);
      expect(uploadMessages.pickerHint).toContain(type.label);
    }
    // The booking service's messages are these very ones.
    expect(bookingMessages.fileType).toBe(uploadMessages.fileType);
    expect(bookingMessages.fileTooLarge).toBe(uploadMessages.fileTooLarge);
    expect(bookingMessages.tooManyFiles).toBe(uploadMessages.tooManyFiles);
  });

  it('says what the pages and the service have always said (spec §5 and §9)', () => {
    // Each Latin run isolated (U+2066 … U+2069), the list joined by the Arabic comma (issue 33.4).
    const types = ['PDF', 'JPG', 'JPEG', 'PNG', 'JFIF', 'DOC', 'DOCX'].map(
      (t) => `\u2066${t}\u2069`,
    );
    expect(uploadMessages.fileType('a.exe')).toBe(
      `الملف «\u2068a.exe\u2069» بصيغة غير مدعومة. الصيغ المسموحة: ${types.join('، ')}`,
    );
    expect(uploadMessages.fileType('a.exe')).not.toMatch(/[A-Z]و/);
    expect(uploadMessages.fileTooLarge('كبير.pdf')).toBe(
      'حجم الملف «كبير.pdf» أكبر من 10 ميغابايت',
    );
    expect(uploadMessages.tooManyFiles).toBe('يمكن إرفاق 10 ملفات كحد أقصى في الطلب الواحد');
    expect(uploadMessages.pickerHint).toBe(
      `${types.join('، ')} (حتى 10 ميغابايت للملف الواحد و10 ملفات في كل مرة)`,
    );
    expect(uploadMessages.perFileLimit).toBe('حتى 10 ميغابايت للملف الواحد');
    expect(FILE_INPUT_ACCEPT).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.jfif');
  });

  it('gives every type a MIME type and the content the service expects', () => {
    for (const [ext, type] of Object.entries(UPLOAD_FILE_TYPES)) {
      expect(type.mimeType).toMatch(/^(application|image)\/[\w.+-]+$/);
      expect(type.content.signature.length).toBeGreaterThanOrEqual(3);
      if (['jpg', 'jpeg', 'jfif'].includes(ext)) expect(type.content.detectedAs).toBe('jpg');
    }
  });
});
