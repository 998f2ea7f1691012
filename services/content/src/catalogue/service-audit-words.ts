import { formatJod, SERVICE_STATE_LABELS, type ServiceState } from '@ssc/contracts';

interface Named {
  nameAr: string;
}
interface Priced extends Named {
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  price: number;
  duration: number;
}

/** The fields of an edit the audit log names: the change itself for price and duration. */
function changes(before: Priced, after: Priced): string[] {
  const said: string[] = [];
  if (before.nameAr !== after.nameAr) said.push(`الاسم «${before.nameAr}» ← «${after.nameAr}»`);
  if (before.price !== after.price) {
    said.push(`السعر ${formatJod(before.price)} ← ${formatJod(after.price)}`);
  }
  if (before.duration !== after.duration) {
    said.push(`المدة ${before.duration} ← ${after.duration} دقيقة`);
  }
  if (
    before.descriptionAr !== after.descriptionAr ||
    before.descriptionEn !== after.descriptionEn
  ) {
    said.push('الوصف');
  }
  if (before.nameEn !== after.nameEn) said.push(`الاسم الإنجليزي «${after.nameEn}»`);
  return said;
}

/** The words of each change the office makes to its services (issue 34.7), names not ids. */
export const serviceAuditWords = {
  created: (service: Priced) =>
    `أضاف خدمة «${service.nameAr}» بسعر ${formatJod(service.price)} ومدة ${service.duration} دقيقة`,
  updated: (before: Priced, after: Priced) => {
    const said = changes(before, after);
    return `عدّل خدمة «${after.nameAr}»${said.length ? `: ${said.join('، ')}` : ' دون تغيير'}`;
  },
  state: (service: Named & { state: ServiceState }) =>
    `جعل خدمة «${service.nameAr}» «${SERVICE_STATE_LABELS[service.state]}»`,
  moved: (service: Named, direction: 'up' | 'down') =>
    `نقل خدمة «${service.nameAr}» ${direction === 'up' ? 'إلى الأعلى' : 'إلى الأسفل'} في ترتيب الموقع`,
} as const;
