import { z } from 'zod';
import { contactMessages, INQUIRY_TYPES } from './constants';
import { multilineText, personName } from './person-name';
import { phoneField } from './phone';

// The form's copy lives in the zod-free constants entry, so that a page can show the form before
// loading zod (which it needs only to validate).
export { contactMessages, INQUIRY_TYPES } from './constants';

export type InquiryType = keyof typeof INQUIRY_TYPES;
const inquiryKeys = Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]];

/** `POST /api/contact` and the contact form (spec §5). */
export const contactFormSchema = z.object({
  // Letters, spaces, hyphens and apostrophes only (issue 37): no URL or line break to relay.
  firstName: personName('firstName', contactMessages.firstNameMin, 2, 80),
  lastName: personName('lastName', contactMessages.lastNameMin, 2, 80),
  email: z
    .string({ error: contactMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(contactMessages.emailInvalid)),
  phone: phoneField(contactMessages.phoneMin),
  inquiryType: z.enum(inquiryKeys, { error: contactMessages.inquiryTypeRequired }),
  message: multilineText(contactMessages.messageMin)
    .trim()
    .min(10, contactMessages.messageMin)
    .max(5000, contactMessages.messageMax),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const MESSAGE_STATUSES = ['new', 'read'] as const;

/** A stored contact message as the admin endpoints answer it (spec §3). */
export const contactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `PATCH /api/contact-messages/:id`: an admin marks a message read (the only transition). */
export const markMessageReadSchema = z.object({
  status: z.literal('read', { error: contactMessages.statusInvalid }),
});

/** `GET /api/contact-messages/stats` (admin): all messages, and those not read yet. */
export const contactMessageStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
});
export type ContactMessageStats = z.infer<typeof contactMessageStatsSchema>;
