import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cleanParameter,
  isAcceptableParameter,
  MAX_PARAMETER_LENGTH,
  manageButtonSuffix,
  placeholders,
  templateParameters,
  WHATSAPP_TEMPLATES,
} from './templates';

describe('WHATSAPP_TEMPLATES', () => {
  it('are the six registered templates, Arabic, Utility, with unique names Meta accepts', () => {
    expect(WHATSAPP_TEMPLATES.map((t) => t.name)).toEqual([
      'appointment_booked',
      'appointment_reminder_24h',
      'appointment_reminder_1h',
      'payment_receipt',
      'appointment_cancelled',
      'appointment_rescheduled',
    ]);
    for (const t of WHATSAPP_TEMPLATES) {
      expect(t.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(t.category).toBe('UTILITY');
      expect(t.language).toBe('ar');
      // Meta's limit on a body is 1024 characters, parameters included.
      expect(t.body.length).toBeLessThan(1024);
    }
  });

  it.each(WHATSAPP_TEMPLATES.map((t) => [t.name, t] as const))(
    '%s: placeholders are {{1}}…{{n}} in order, n = parameters.length, none at the ends',
    (_, t) => {
      const numbers = placeholders(t.body);
      expect(numbers).toEqual(t.parameters.map((_, i) => i + 1));
      expect(new Set(t.parameters).size).toBe(t.parameters.length);
      expect(t.body).not.toMatch(/^\s*\{\{|\}\}\s*$/);
      // No two placeholders side by side.
      expect(t.body).not.toMatch(/\}\}[\s،,.]*\{\{/);
      expect(t.body).not.toMatch(/[\n\t]| {5}/);
    },
  );

  it('only the booking confirmation has a URL button, «إدارة الموعد», one {{1}} at the end', () => {
    const withButton = WHATSAPP_TEMPLATES.filter((t) => 'button' in t);
    expect(withButton.map((t) => t.name)).toEqual(['appointment_booked']);
    const button = WHATSAPP_TEMPLATES[0].button;
    expect(button.text).toBe('إدارة الموعد');
    expect(button.urlBase).toMatch(/^https:\/\/<your-site>\/appointments\/\{\{1\}\}$/);
  });

  it('docs/whatsapp.md shows every template body verbatim (what the office registers)', () => {
    const docs = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/whatsapp.md'),
      'utf8',
    );
    for (const t of WHATSAPP_TEMPLATES) {
      expect(docs, t.name).toContain(t.name);
      expect(docs, t.name).toContain(t.body);
    }
    expect(docs).toContain(WHATSAPP_TEMPLATES[0].button.text);
    expect(docs).toContain(WHATSAPP_TEMPLATES[0].button.urlBase);
  });
});

describe('templateParameters', () => {
  it('orders named values as {{1}}…{{n}} and cleans them', () => {
    expect(
      templateParameters('payment_receipt', {
        service: 'استشارة قانونية',
        amount: '30.000 د.أ',
        name: 'أحمد\n  محمود',
        reference: 'SND-26-00042',
      }),
    ).toEqual(['أحمد محمود', 'SND-26-00042', '30.000 د.أ', 'استشارة قانونية']);
  });

  it('throws on a missing or empty value and on an unknown template', () => {
    expect(() =>
      templateParameters('appointment_rescheduled', {
        name: 'سارة',
        service: 'استشارة',
        date: 'الأحد 29 تشرين الثاني 2026',
        time: '10:30 صباحاً',
      } as never),
    ).toThrow(/appointment_rescheduled needs a value for "reference"/);
    expect(() =>
      templateParameters('appointment_reminder_1h', {
        name: 'سارة',
        service: 'استشارة',
        date: 'الأحد',
        time: '10:30',
        place: ' \n ',
      }),
    ).toThrow(/"place"/);
    expect(() => templateParameters('nope' as never, {} as never)).toThrow(/Unknown/);
  });
});

describe('cleanParameter', () => {
  it('collapses new lines, tabs and runs of spaces into one space and trims', () => {
    expect(cleanParameter('  شارع\tالملكة\r\nرانيا     عمّان ')).toBe('شارع الملكة رانيا عمّان');
    expect(isAcceptableParameter(cleanParameter('a\n\n\tb     c'))).toBe(true);
    expect(isAcceptableParameter('a\nb')).toBe(false);
    expect(isAcceptableParameter('a     b')).toBe(false);
    expect(isAcceptableParameter('a    b')).toBe(true);
  });

  it(`cuts a text longer than ${MAX_PARAMETER_LENGTH} characters with an ellipsis`, () => {
    const long = 'ع'.repeat(2000);
    const cleaned = cleanParameter(long);
    expect([...cleaned]).toHaveLength(MAX_PARAMETER_LENGTH);
    expect(cleaned.endsWith('…')).toBe(true);
    expect(isAcceptableParameter(cleaned)).toBe(true);
    expect(cleanParameter('ع'.repeat(MAX_PARAMETER_LENGTH))).toHaveLength(MAX_PARAMETER_LENGTH);
  });
});

describe('manageButtonSuffix', () => {
  it('is the part of the manage link after /appointments/', () => {
    expect(
      manageButtonSuffix('https://ssc.example.jo/appointments/manage?id=abc-123&token=t0k'),
    ).toBe('manage?id=abc-123&token=t0k');
    expect(() => manageButtonSuffix('https://ssc.example.jo/other')).toThrow();
  });
});
