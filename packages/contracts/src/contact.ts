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

/** `new` (unread), `read`, `replied` (the office answered it by email from the console, issue 34.10). */
export const MESSAGE_STATUSES = ['new', 'read', 'replied'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The longest reply the office may send (the contact form's own limit). */
export const REPLY_MAX_LENGTH = 5000;

export const replyMessages = {
  bodyRequired: 'نص الرد مطلوب',
  bodyTooLong: `الرد يجب ألا يزيد على ${REPLY_MAX_LENGTH} حرف`,
} as const;

/** One reply the office sent to a message (issue 34.10): stored, then emailed through the outbox. */
export const contactReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  /** The admin account that sent it. */
  authorId: z.string(),
  /** The address the client's answer goes to (the email's Reply-To: the office). */
  replyTo: z.string(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** `POST /api/contact-messages/:id/replies` (admin): the reply's text, 1 to 5000 characters. */
export const replyToMessageSchema = z.object({
  body: multilineText(replyMessages.bodyRequired)
    .trim()
    .min(1, replyMessages.bodyRequired)
    .max(REPLY_MAX_LENGTH, replyMessages.bodyTooLong),
});
export type ReplyToMessage = z.infer<typeof replyToMessageSchema>;

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
  /** The office's replies, oldest first. */
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * `PATCH /api/contact-messages/:id`: an admin marks a message read, or unread again (`new`). A
 * message the office has answered is `replied` once read (the server decides, never the client).
 */
export const markMessageReadSchema = z.object({
  status: z.enum(['read', 'new'], { error: contactMessages.statusInvalid }),
});

/** `GET /api/contact-messages/stats` (admin): all messages, and those not read yet. */
export const contactMessageStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
});
export type ContactMessageStats = z.infer<typeof contactMessageStatsSchema>;
