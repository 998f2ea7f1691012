import { FILE_INPUT_ACCEPT, MAX_FILE_BYTES } from '@ssc/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { addFiles, formatFileSize } from './files';

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

describe('addFiles', () => {
  it('appends each allowed type and keeps the order', () => {
    const names = ['a.pdf', 'b.doc', 'c.docx', 'd.jpg', 'e.JPEG', 'f.png', 'g.jfif', 'SCAN.PDF'];
    const { files, rejected } = addFiles(
      [],
      names.map((n) => file(n)),
    );
    expect(files.map((f) => f.name)).toEqual(names);
    expect(rejected).toEqual([]);
  });

  it('refuses another type with a message naming the file', () => {
    const { files, rejected } = addFiles(
      [file('a.pdf')],
      [file('ملاحظات.txt'), file('archive.pdf.exe'), file('noextension')],
    );
    expect(files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected).toHaveLength(3);
    expect(rejected[0]).toContain('«\u2068ملاحظات.txt\u2069»');
    expect(rejected[0]).toContain('بصيغة غير مدعومة');
    expect(rejected[1]).toContain('«\u2068archive.pdf.exe\u2069»');
  });

  it('accepts exactly 10 MB and refuses one byte more, naming the file', () => {
    const { files, rejected } = addFiles(
      [],
      [file('limit.pdf', MAX_FILE_BYTES), file('large.png', MAX_FILE_BYTES + 1)],
    );
    expect(files.map((f) => f.name)).toEqual(['limit.pdf']);
    expect(rejected).toEqual(['حجم الملف «large.png» أكبر من 10 ميغابايت']);
  });

  it('skips a file picked twice and leaves the current list untouched', () => {
    const current = [file('a.pdf', 10, 5)];
    const { files } = addFiles(current, [file('a.pdf', 10, 5), file('a.pdf', 11, 5)]);
    expect(files).toHaveLength(2);
    expect(current).toHaveLength(1);
  });

  it('keeps at most ten files and says so once', () => {
    const many = Array.from({ length: 12 }, (_, i) => file(`page-${i + 1}.jpg`));
    const { files, rejected } = addFiles([file('first.pdf')], many);
    expect(files).toHaveLength(10);
    expect(files.at(-1)?.name).toBe('page-9.jpg');
    expect(rejected).toEqual(['يمكن إرفاق 10 ملفات كحد أقصى في الطلب الواحد']);
  });

  it('matches the file input’s accept list', () => {
    expect(FILE_INPUT_ACCEPT.split(',').sort()).toEqual(
      ['.doc', '.docx', '.jfif', '.jpeg', '.jpg', '.pdf', '.png'].sort(),
    );
  });
});

describe('formatFileSize', () => {
  it('uses bytes, kilobytes and megabytes in Arabic', () => {
    expect(formatFileSize(820)).toBe('820 بايت');
    expect(formatFileSize(12.5 * 1024)).toBe('12.5 كيلوبايت');
    expect(formatFileSize(MAX_FILE_BYTES)).toBe('10 ميغابايت');
  });
});
