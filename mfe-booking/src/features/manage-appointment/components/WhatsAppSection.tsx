import type { AppointmentDetail } from '@ssc/contracts';
import { whatsappMessages } from '@ssc/contracts';
import { Button, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Card } from '../../../components/payment/ui';
import { FAILURE_TOAST_MS } from '../../../lib/toastDurations';
import { useWhatsAppEnabled } from '../../../lib/whatsapp';
import { appointmentDetailKey, setAppointmentWhatsAppConsent } from '../api/manage';
import { errorMessage } from '../lib/errors';
import type { ManageParams } from '../lib/params';

/**
 * WhatsApp messages of this appointment (issue 33.3), while the office sends them: whether they
 * are on, and one button to turn them off or on, with the link's token like cancel and reschedule.
 */
export function WhatsAppSection({
  detail,
  params,
}: {
  detail: AppointmentDetail;
  params: ManageParams;
}) {
  const enabled = useWhatsAppEnabled();
  const queryClient = useQueryClient();
  const consent = detail.appointment.whatsappConsent === true;
  const change = useMutation({
    mutationFn: (next: boolean) => setAppointmentWhatsAppConsent(params, next),
    onSuccess: async (_appointment, next) => {
      toast({ title: next ? whatsappMessages.given : whatsappMessages.withdrawn });
      await queryClient.invalidateQueries({ queryKey: appointmentDetailKey(params) });
    },
    onError: (error) => {
      toast({
        title: 'تعذّر تغيير رسائل واتساب',
        description: errorMessage(error, 'تعذّر تغيير رسائل واتساب'),
        variant: 'destructive',
        duration: FAILURE_TOAST_MS,
      });
    },
  });
  if (!enabled) return null;

  return (
    <Card aria-labelledby="manage-whatsapp-title" data-testid="manage-whatsapp">
      <h2 id="manage-whatsapp-title">
        <MessageCircle size={24} aria-hidden="true" />
        رسائل واتساب
      </h2>
      <p data-testid="manage-whatsapp-state">
        رسائل واتساب لهذا الموعد: {consent ? 'مفعّلة' : 'غير مفعّلة'}
      </p>
      <div>
        <Button
          $variant="secondary"
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
          onClick={() => change.mutate(!consent)}
        >
          {consent ? 'إيقاف رسائل واتساب' : 'تفعيل رسائل واتساب'}
        </Button>
      </div>
    </Card>
  );
}
