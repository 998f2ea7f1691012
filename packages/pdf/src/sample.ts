import type { Receipt } from '@ssc/contracts';

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
