import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateServiceInput,
  type CreateServiceValues,
  type ManagedService,
  updateServiceSchema,
} from '@ssc/contracts';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { useForm } from 'react-hook-form';
import { ServiceForm } from './AddServiceForm';
import { ServiceFields } from './ServiceFields';
import { useUpdateService } from './services-api';

/** The service's fields as the form holds them (price and duration as text). */
const formValues = (service: ManagedService): CreateServiceInput => ({
  nameAr: service.nameAr,
  nameEn: service.nameEn,
  descriptionAr: service.descriptionAr,
  descriptionEn: service.descriptionEn,
  price: String(service.price),
  duration: String(service.duration),
});

/**
 * «تعديل الخدمة» (issue 34.3): the add form's fields filled with the service's, checked with the
 * same schema before sending; «حفظ التعديلات» sends them and closes once saved; a refusal keeps
 * it open, with the field's message or the server's in a toast. Bookings already made keep their
 * price, which the dialog says.
 */
export function EditServiceDialog({
  service,
  onClose,
}: {
  service: ManagedService;
  onClose(): void;
}) {
  const update = useUpdateService();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateServiceInput, unknown, CreateServiceValues>({
    resolver: zodResolver(updateServiceSchema),
    defaultValues: formValues(service),
  });
  const save = handleSubmit((values) =>
    // A refusal (a name another service has) keeps the dialog open; the toast says why.
    update.mutateAsync({ id: service.id, values }).then(onClose, () => undefined),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`تعديل الخدمة: ${service.nameAr}`}
      description="الحجوزات السابقة تحتفظ بسعرها؛ السعر الجديد للحجوزات القادمة فقط."
      confirmLabel="حفظ التعديلات"
      busy={update.isPending}
      busyLabel="جارٍ الحفظ..."
      dismissLabel="تراجع"
      onConfirm={() => {
        void save();
        return false;
      }}
    >
      <ServiceForm noValidate onSubmit={save} aria-label={`تعديل ${service.nameAr}`}>
        <ServiceFields idPrefix={`edit-${service.id}`} register={register} errors={errors} />
      </ServiceForm>
    </ConfirmDialog>
  );
}
