import type { EmailJob, EmailJobOf, EmailTemplateName } from '@ssc/contracts';
import type { ReactElement } from 'react';
import type { EmailAttachment } from '../mail/mailer';

/** What the worker knows that no job carries: its own branding. */
export interface TemplateContext {
  /** `SITE_NAME`: the company name in the layout and the sender's name. */
  siteName: string;
}

/** One email before rendering: the text part is written out, the HTML part is a React tree. */
export interface TemplateParts {
  subject: string;
  text: string;
  html: ReactElement;
  attachments?: EmailAttachment[];
  /** Where the recipient's answer goes when it is not the sender (the office, issue 34.10). */
  replyTo?: string;
}

/**
 * A template is synchronous unless it has to wait for something it makes (the receipt's PDF):
 * `renderEmail` awaits either.
 */
export type Template<J extends EmailJob> = (
  job: J,
  context: TemplateContext,
) => TemplateParts | Promise<TemplateParts>;

/** Every template, by the name producers put in the job. */
export type TemplateRegistry = { [K in EmailTemplateName]: Template<EmailJobOf<K>> };
