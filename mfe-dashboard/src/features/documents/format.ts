import { LOCALE, TIME_ZONE } from '@ssc/contracts';

const uploadedFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** When a document was uploaded, in Amman time: "12 آذار 2026، 3:40 م". */
export function formatUploadedAt(iso: string): string {
  return uploadedFormat.format(new Date(iso));
}
