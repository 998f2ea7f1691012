import type { InvoicePdf, Receipt } from '@ssc/contracts';

/** A paid consultation, for tests, previews and the sample picture. */
export const SAMPLE_RECEIPT: Receipt = {
  kind: 'appointment',
  reference: 'SND-26-00042',
  name: 'محمد أحمد العلي',
  serviceName: 'استشارة في التقاعد المبكر',
  startsAt: '2026-03-15T07:30:00.000Z',
  amountMinor: 30_000,
  method: 'card',
  paymentReference: 'pi_3QxY7Z2eZvKYlo2C1aB9cD4e',
  paidAt: '2026-03-10T12:05:00.000Z',
};

/**
 * The invoice of that payment (general sales, 16 % included), as accepted by JoFotara: its QR
 * text and UUID. The QR text is made up (JoFotara's is a longer base64 string of the same kind).
 */
export const SAMPLE_INVOICE: InvoicePdf = {
  number: 'INV-2026-000123',
  type: 'invoice',
  taxType: 'general_sales',
  issuedAt: '2026-03-10T12:05:00.000Z',
  seller: { name: 'سند للاستشارات', tin: '12345678' },
  buyer: { name: 'محمد أحمد العلي', nationalId: '9861012345' },
  reference: 'SND-26-00042',
  serviceName: 'استشارة في التقاعد المبكر',
  startsAt: '2026-03-15T07:30:00.000Z',
  netMinor: 25_862,
  taxMinor: 4_138,
  taxPercent: 16,
  totalMinor: 30_000,
  method: 'card',
  paymentReference: 'pi_3QxY7Z2eZvKYlo2C1aB9cD4e',
  paidAt: '2026-03-10T12:05:00.000Z',
  qr: 'AQ7Ys9mG2YTZhNin2LPYqtiq2LTYp9ix2KfYqgIIMTIzNDU2NzgDFDIwMjYtMDMtMTBUMTU6MDU6MDBaBAYzMC4wMDAFBTQuMTM4',
  jofotaraUuid: '3f2b8c1e-7d4a-4e9b-a6c5-1f0e2d3c4b5a',
};

/** The refund of that payment: its credit invoice, not (yet) sent to JoFotara. */
export const SAMPLE_CREDIT_INVOICE: InvoicePdf = {
  ...SAMPLE_INVOICE,
  number: 'INV-2026-000131',
  type: 'credit',
  issuedAt: '2026-03-12T09:00:00.000Z',
  original: { number: 'INV-2026-000123' },
  reason: 'إلغاء الموعد قبل 24 ساعة',
  qr: undefined,
  jofotaraUuid: undefined,
};
