import { randomUUID } from 'node:crypto';
import type { UblInvoiceInput } from '../ubl';

/** This package's own tests' invoices (not exported: callers build theirs from their data). */
export function sampleInvoice(overrides: Partial<UblInvoiceInput> = {}): UblInvoiceInput {
  return {
    kind: 'invoice',
    number: 'INV-2026-000123',
    uuid: randomUUID(),
    issueDate: '2026-11-03',
    counter: 123,
    taxType: 'general_sales',
    seller: { tin: '12345678', name: 'مكتب الاستشارات', incomeSource: '9932895' },
    buyer: { name: 'أحمد محمد', nationalId: '9981234567', phone: '+962791234567' },
    line: { description: 'استشارة قانونية — SND-26-00042', totalMinor: 30_000 },
    ...overrides,
  };
}

export function sampleCredit(
  original: UblInvoiceInput,
  overrides: Partial<UblInvoiceInput> = {},
): UblInvoiceInput {
  return {
    ...original,
    kind: 'credit',
    number: 'INV-2026-000124',
    uuid: randomUUID(),
    counter: original.counter + 1,
    original: {
      number: original.number,
      uuid: original.uuid,
      totalMinor: original.line.totalMinor,
    },
    reason: 'إلغاء الموعد من المكتب',
    ...overrides,
  };
}
