import { ApiError } from '@ssc/api-client';
import { whatsappMessages } from '@ssc/contracts';
import { toast, useSessionStore } from '@ssc/ui';
import { CheckboxField } from '@ssc/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { signInAgainOn401 } from '../../lib/unauthorized';
import { Card } from './layout';
import { saveWhatsAppConsent, useWhatsAppEnabled } from './whatsappApi';

const SAVE_FAILED = 'تعذّر حفظ إعداد رسائل واتساب';
/** The forms' hint speaks of "the mobile number above"; here there is none on the page. */
const HINT =
  'تصلك الرسائل على رقم الهاتف الذي تحجز به، والبريد الإلكتروني يصلك دائماً. يمكنك إيقافها في أي وقت.';

/** The server's Arabic message (spec §8), or what a call that got no answer means. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'تعذّر الاتصال بالخادم. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.';
}

/**
 * «رسائل واتساب» of the profile tab (issue 33.3), while the office sends WhatsApp: a switch showing
 * the account's consent. A change is saved for the account and its upcoming appointments; the
 * session's user then follows; a failure says why and the switch goes back.
 */
export function WhatsAppSettings() {
  const enabled = useWhatsAppEnabled();
  const user = useSessionStore((s) => s.user);
  const save = useMutation({
    mutationFn: saveWhatsAppConsent,
    onSuccess: (saved, consent) => {
      const { user: current, setUser } = useSessionStore.getState();
      setUser({ ...current, ...saved, whatsappConsent: saved.whatsappConsent ?? consent });
      toast({ title: consent ? whatsappMessages.given : whatsappMessages.withdrawn });
    },
    onError: (error) => {
      if (signInAgainOn401(error)) return;
      toast({ title: SAVE_FAILED, description: failureText(error), variant: 'destructive' });
    },
  });
  if (!enabled || !user) return null;

  // While saving, the switch shows what is being saved; otherwise the account's consent.
  const checked = save.isPending ? save.variables : user.whatsappConsent === true;
  return (
    <Card aria-labelledby="dashboard-whatsapp-title" data-testid="dashboard-whatsapp">
      <h3 id="dashboard-whatsapp-title">
        <MessageCircle size={22} aria-hidden="true" />
        رسائل واتساب
      </h3>
      <CheckboxField
        hint={HINT}
        inputProps={{
          role: 'switch',
          checked,
          disabled: save.isPending,
          'aria-busy': save.isPending || undefined,
          onChange: (event) => save.mutate(event.target.checked),
        }}
      >
        {whatsappMessages.consentLabel}
      </CheckboxField>
    </Card>
  );
}
