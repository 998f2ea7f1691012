import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactFormSchema,
  contactMessages,
  INQUIRY_TYPES,
  personNameMessage,
} from '@ssc/contracts';
import { CONTACT_DETAILS, WORKING_HOURS } from '@ssc/contracts/constants';
import { Unbroken } from '@ssc/ui';
import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../testing/renderPage';
import { ContactPage } from './ContactPage';
import { CONTACT_FORM_DEFAULTS } from './components/ContactForm';
import { GOOGLE_MAPS_URL, OSM_EMBED_URL, OSM_URL } from './components/OfficeMap';

const resolve = (values: Record<string, string>) =>
  zodResolver(contactFormSchema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('contact form validation (the form resolver over the shared schema)', () => {
  it('gives the Arabic message of each empty field, the select included', async () => {
    const { errors } = await resolve(CONTACT_FORM_DEFAULTS);
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      firstName: contactMessages.firstNameMin,
      lastName: contactMessages.lastNameMin,
      email: contactMessages.emailInvalid,
      phone: contactMessages.phoneMin,
      inquiryType: contactMessages.inquiryTypeRequired,
      message: contactMessages.messageMin,
    });
  });

  it('passes a complete message, normalised (trimmed, Latin digits)', async () => {
    const { values, errors } = await resolve({
      firstName: ' سارة ',
      lastName: 'الخطيب',
      email: 'Sara@Example.com',
      phone: '٠٧٩٥٥٥١٢٣٤',
      inquiryType: 'retirement',
      message: 'أرغب في معرفة شروط التقاعد المبكر.',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      firstName: 'سارة',
      email: 'sara@example.com',
      phone: '0795551234',
    });
  });

  it('refuses a name carrying a link or a phone number under its own field (issue 37)', async () => {
    const { errors } = await resolve({
      firstName: 'Ali http://evil.example',
      lastName: 'الخطيب 0791234567',
      email: 'sara@example.com',
      phone: '0795551234',
      inquiryType: 'retirement',
      message: 'سطر أول\nأرغب في معرفة شروط التقاعد المبكر.',
    });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      firstName: personNameMessage('firstName'),
      lastName: personNameMessage('lastName'),
    });
  });
});

describe('ContactPage', () => {
  const html = renderPage(<ContactPage />, '/contact');
  const text = textOf(html);

  it('labels every field and offers every inquiry type after a "choose" option', () => {
    for (const id of [
      'contact-first-name',
      'contact-last-name',
      'contact-email',
      'contact-phone',
      'contact-inquiry-type',
      'contact-message',
    ]) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-required="true"`));
    }
    const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options).toEqual(['', ...Object.keys(INQUIRY_TYPES)]);
    expect(html).toMatch(/<button type="submit"[^>]*>.*إرسال الرسالة/);
  });

  it('shows the address, phones, emails and the contact page working hours', () => {
    expect(text).toContain(CONTACT_DETAILS.addressAr);
    for (const phone of [CONTACT_DETAILS.landline, ...CONTACT_DETAILS.mobiles]) {
      expect(html).toContain(`href="tel:${phone.tel}"`);
    }
    for (const email of CONTACT_DETAILS.emails) expect(html).toContain(`href="mailto:${email}"`);
    expect(text).toContain(`${WORKING_HOURS.days}: 9:00 – 18:00`);
    expect(text).toContain('الجمعة والسبت: مغلق');
  });

  it('keeps each email and the hours on one line at 360 px, and names the office mobile «الجوال» (issue 33.4)', () => {
    const run = (dir: string, text: string) =>
      html.includes(`<bdi dir="${dir}" class="${Unbroken.styledComponentId}`) &&
      new RegExp(`<bdi dir="${dir}" class="${Unbroken.styledComponentId}[^"]*">${text}</bdi>`).test(
        html,
      );
    for (const email of CONTACT_DETAILS.emails)
      expect(run('ltr', email.replace(/\./g, '\\.'))).toBe(true);
    expect(run('rtl', WORKING_HOURS.contactPage)).toBe(true);
    expect(text).toContain('الجوال:');
    expect(text).not.toContain('الخلوي');
  });

  it('has a map frame (its address comes when scrolled near), map links and three other ways to get in touch', () => {
    // The first view loads no map: the live page sets the frame's address near the viewport.
    expect(html).not.toContain(OSM_EMBED_URL.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<iframe[^>]*title="خريطة موقع مكتبنا[^"]*"[^>]*loading="lazy"/);
    expect(html).toContain(`href="${OSM_URL.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`href="${GOOGLE_MAPS_URL.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`href="${CONTACT_DETAILS.whatsapp.href}"`);
    const channels = html.slice(html.indexOf('طرق أخرى للتواصل'));
    expect(channels).toContain('واتساب');
    expect(channels).toContain('اتصال هاتفي');
    expect(channels).toContain(`href="mailto:${CONTACT_DETAILS.emails[0]}"`);
  });
});
