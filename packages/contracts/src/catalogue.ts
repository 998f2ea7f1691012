// The catalogue as shipped (zod-free, like ./constants): the content service seeds it on first
// start, and the public remote renders its build-time first view of the services page with it.
import { DEFAULT_SERVICE_DURATION_MINUTES, DEFAULT_SERVICE_PRICE_JOD } from './constants';
import type { Service } from './services';

type DefaultService = Omit<Service, 'id' | 'price' | 'duration'>;

/** The seven services the company offers (spec §1), in display order. */
const DEFAULT_SERVICES: DefaultService[] = [
  {
    nameEn: 'establishment-account-management',
    nameAr: 'إدارة حسابات المنشآت',
    descriptionAr:
      'نتولى إدارة حساب منشأتكم لدى المؤسسة العامة للضمان الاجتماعي، من تسجيل العاملين وتحديث بياناتهم إلى متابعة الاشتراكات الشهرية وتسوية الذمم المستحقة.',
    descriptionEn:
      "We manage your establishment's account with the Social Security Corporation, from registering employees and updating their records to following up monthly contributions and settling dues.",
  },
  {
    nameEn: 'liaison-officer-services',
    nameAr: 'خدمات ضابط الارتباط',
    descriptionAr:
      'ضابط ارتباط متخصص يمثلكم أمام المؤسسة ويتابع معاملاتكم لدى اللجان الإدارية واللجان الطبية خطوة بخطوة حتى صدور القرار.',
    descriptionEn:
      'A dedicated liaison officer represents you before the Corporation and follows your files through the administrative and medical committees until a decision is issued.',
  },
  {
    nameEn: 'salary-adjustments',
    nameAr: 'معالجة القفزات وتعديل الرواتب',
    descriptionAr:
      'ندرس حالات القفزة في الأجر الخاضع للاقتطاع ونعالجها وفق أحكام قانون الضمان الاجتماعي، ونقدّم طلبات تعديل الرواتب ونتابعها لدى المؤسسة.',
    descriptionEn:
      'We review wage-jump cases in the insured salary, resolve them under the Social Security Law, and file and follow up salary adjustment requests with the Corporation.',
  },
  {
    nameEn: 'official-correspondence',
    nameAr: 'الكتب الرسمية والمحاضر',
    descriptionAr:
      'نعدّ الكتب الرسمية والمحاضر والاعتراضات الموجهة إلى المؤسسة بصياغة قانونية دقيقة، ونتابع الردود عليها حتى إغلاق المعاملة.',
    descriptionEn:
      'We draft official letters, minutes and objections addressed to the Corporation in precise legal language and follow up on the replies until the matter is closed.',
  },
  {
    nameEn: 'work-injuries-registration',
    nameAr: 'تسجيل إصابات العمل والأمراض المهنية',
    descriptionAr:
      'نسجّل إصابات العمل والأمراض المهنية ضمن المدد القانونية، ونتابع العلاج وبدلات التعطل وقرارات اللجان الطبية حتى تحصيل كامل الحقوق.',
    descriptionEn:
      'We register work injuries and occupational diseases within the legal deadlines and follow up treatment, disability allowances and medical committee decisions until your rights are secured.',
  },
  {
    nameEn: 'voluntary-system-management',
    nameAr: 'إدارة حسابات الاشتراك الاختياري',
    descriptionAr:
      'ندير اشتراككم الاختياري في الضمان الاجتماعي من الانتساب واختيار الأجر المناسب إلى متابعة الدفعات والمحافظة على استمرارية الاشتراك.',
    descriptionEn:
      'We manage your voluntary social security subscription, from enrolment and choosing the right insured wage to tracking payments and keeping your coverage continuous.',
  },
  {
    nameEn: 'retirement-consultations',
    nameAr: 'الاستشارات القانونية في التقاعد',
    descriptionAr:
      'استشارات قانونية متخصصة في تقاعد الشيخوخة والتقاعد المبكر وتقاعد المهن الخطرة، تشمل احتساب الاستحقاق وتحديد أنسب توقيت لتقديم الطلب.',
    descriptionEn:
      'Specialised legal advice on old-age, early and hazardous-profession retirement, including entitlement calculations and the best time to apply.',
  },
];

export const defaultServices: Service[] = DEFAULT_SERVICES.map((service) => ({
  ...service,
  id: `svc-${service.nameEn}`,
  price: DEFAULT_SERVICE_PRICE_JOD,
  duration: DEFAULT_SERVICE_DURATION_MINUTES,
}));
