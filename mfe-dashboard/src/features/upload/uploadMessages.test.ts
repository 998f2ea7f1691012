import { describe, expect, it } from 'vitest';
import { uploadSuccessToast } from './uploadMessages';

describe('uploadSuccessToast', () => {
  it('names each uploaded file', () => {
    const one = uploadSuccessToast(['كشف.pdf']);
    expect(one.title).toBe('تم رفع المستند بنجاح');
    expect(one.description).toContain('كشف.pdf');
    const two = uploadSuccessToast(['a.pdf', 'scan.png']);
    expect(two.title).toBe('تم رفع المستندات بنجاح (عدد الملفات: 2)');
    expect(two.description).toContain('a.pdf');
    expect(two.description).toContain('scan.png');
  });
});
