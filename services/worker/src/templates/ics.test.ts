import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, fold, utcStamp } from './ics';

const event = {
  uid: '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b',
  start: new Date('2030-01-06T06:00:00Z'),
  durationMinutes: 60,
  createdAt: new Date('2029-12-30T10:15:00Z'),
  summary: 'استشارة: الاستشارات التقاعدية — سند للاستشارات',
  description: 'سطر أول\nسطر ثانٍ; مع فاصلة, وشرطة \\',
  location: 'عمّان، الأردن',
  organizer: { name: 'سند "للاستشارات"', email: 'info@sanad-consult.jo' },
  productId: '-//سند//Booking//AR',
};

const unfoldedLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the calendar file (RFC 5545)', () => {
  it('is one tentative event in UTC, its end the start plus the duration', () => {
    const lines = unfoldedLines(calendarFile(event));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTART:20300106T060000Z');
    expect(lines).toContain('DTEND:20300106T070000Z');
    expect(lines).toContain('DTSTAMP:20291230T101500Z');
    expect(lines).toContain('ORGANIZER;CN="سند للاستشارات":mailto:info@sanad-consult.jo');
  });

  it('withdraws the same event with METHOD:CANCEL and a higher sequence', () => {
    const lines = unfoldedLines(calendarFile({ ...event, status: 'CANCELLED', sequence: 1 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain(`UID:${event.uid}`);
  });

  it('escapes text values and keeps every folded line within 75 octets', () => {
    const ics = calendarFile(event);
    expect(unfoldedLines(ics)).toContain('DESCRIPTION:سطر أول\\nسطر ثانٍ\\; مع فاصلة\\, وشرطة \\\\');
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(utcStamp(new Date('2025-01-05T06:00:00.123Z'))).toBe('20250105T060000Z');
  });

  it('folds long lines without splitting a character', () => {
    const line = `DESCRIPTION:${'م'.repeat(100)}`;
    const folded = fold(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});
