import { whatsappMessages } from '@ssc/contracts';
import { CheckboxField } from '@ssc/ui/forms';
import type { InputHTMLAttributes, Ref } from 'react';

/**
 * The WhatsApp opt-in under the phone field (issue 33.3): a real checkbox in its label, the hint
 * read with it. The form shows it only while the office sends WhatsApp messages.
 */
export function WhatsAppConsentField({
  registration,
}: {
  /** react-hook-form's `register('whatsappConsent')`. */
  registration: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  return (
    <CheckboxField hint={whatsappMessages.consentHint} inputProps={registration}>
      {whatsappMessages.consentLabel}
    </CheckboxField>
  );
}
