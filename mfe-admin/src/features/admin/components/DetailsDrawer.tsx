import * as Dialog from '@radix-ui/react-dialog';
import { toE164 } from '@ssc/contracts';
import { iconLink } from '@ssc/ui/layout';
import { Download, X } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Description, Overlay, Title } from './dialogParts';

// A side sheet at the reading start (the right in Arabic); full width on a phone.
const Sheet = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 1201;
  width: min(100vw, 520px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &:focus-visible {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const CloseButton = styled(Dialog.Close)`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Everything about one row of an admin table, opened from that row: a modal side sheet (focus
 * trapped, Escape or the close button give the focus back to the button that opened it).
 */
export function DetailsDrawer({
  trigger,
  title,
  description,
  children,
}: {
  /** The row's button; it opens the sheet. */
  trigger: ReactElement;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        {/* Printed alone, as a page, when the admin prints with it open (issue 34.8). */}
        <Sheet data-print="sheet">
          <Head>
            <div>
              <Title>{title}</Title>
              <Description>{description}</Description>
            </div>
            <CloseButton aria-label="إغلاق التفاصيل" data-print="hide">
              <X size={20} aria-hidden />
            </CloseButton>
          </Head>
          {children}
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Label/value pairs of a details sheet, as one description list. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** The client's name, and email and phone as links that open the mail app or dial. */
export function ContactRows({
  name,
  email,
  phone,
  whatsappConsent,
}: {
  name: string;
  email: string;
  phone: string;
  /** The client agreed to WhatsApp messages on this phone (issue 33.3). */
  whatsappConsent?: boolean | undefined;
}) {
  return (
    <>
      <dt>الاسم</dt>
      <dd>{name}</dd>
      <dt>البريد الإلكتروني</dt>
      <dd>
        <a href={`mailto:${email}`} dir="ltr">
          {email}
        </a>
      </dd>
      <dt>رقم الهاتف</dt>
      <dd>
        {/* The international form dials from any phone (issue 34.10). */}
        <a href={`tel:${toE164(phone) ?? phone}`} dir="ltr">
          {phone}
        </a>
        {whatsappConsent ? <WhatsAppAgreed>واتساب: موافق</WhatsAppAgreed> : null}
      </dd>
    </>
  );
}

const WhatsAppAgreed = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReceiptLink = styled.a`
  ${iconLink}
  min-height: 0;
`;

/** The label of an invoice PDF's download (the client's dashboard says the same). */
export const INVOICE_DOWNLOAD = 'تحميل الفاتورة (PDF)';

/**
 * The invoice PDF of a paid appointment or request (issue 32: the receipt URL serves the payment's
 * invoice, or the plain receipt of a payment made before invoices): a plain link, downloaded with
 * the session cookie like the client's files. `name` says whose invoice it is to a screen reader.
 */
export function ReceiptRows({
  href,
  fileName,
  name,
}: {
  href: string;
  fileName: string;
  name: string;
}) {
  return (
    <>
      <dt>الفاتورة</dt>
      <dd>
        <ReceiptLink
          href={href}
          download={fileName}
          aria-label={`${INVOICE_DOWNLOAD}: ${name}`}
          data-testid="details-receipt"
        >
          <Download size={18} aria-hidden />
          {INVOICE_DOWNLOAD}
        </ReceiptLink>
      </dd>
    </>
  );
}

export const SectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;
