/** An iCalendar (RFC 5545) file with one event, to attach to the booking confirmation. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  createdAt: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  productId: string;
  /**
   * TENTATIVE until the office confirms (the default), CONFIRMED after, CANCELLED to withdraw the
   * same event (same UID) so the client's calendar removes it (RFC 5546: METHOD:CANCEL).
   */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** 0 for the booking's first file; every later file of the same UID carries a higher one. */
  sequence?: number;
}

export function calendarFile(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(event.productId)}`,
    'CALSCALE:GREGORIAN',
    event.status === 'CANCELLED' ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(event.createdAt)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** 20250105T060000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function quoteParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
