import {
  Award,
  Briefcase,
  ClipboardCheck,
  FileCheck2,
  GraduationCap,
  Handshake,
  HardHat,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  PiggyBank,
  Scale,
  ShieldCheck,
  Sparkles,
  UserCheck,
} from 'lucide-react';

export interface AboutCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The seven areas of expertise (spec §2, about page). */
export const EXPERTISE: readonly AboutCard[] = [
  {
    icon: Scale,
    title: 'الاستشارات القانونية',
    text: 'دراسة قضيتك وفق قانون الضمان الاجتماعي وأنظمته، وبيان حقوقك والخيارات المتاحة أمامك: تقاعد مبكر أو وجوبي أو مهن خطرة، وحقوق الورثة.',
  },
  {
    icon: UserCheck,
    title: 'ضابط الارتباط',
    text: 'ضابط ارتباط متخصص يمثّلك لدى المؤسسة ويتابع معاملتك أمام اللجان الإدارية والطبية حتى صدور القرار.',
  },
  {
    icon: Briefcase,
    title: 'الاستشارات الإدارية',
    text: 'إدارة حسابات المنشآت، وتسوية الاشتراكات والغرامات، ومعالجة القفزات وتعديل الرواتب، وإعداد الكتب الرسمية والمحاضر.',
  },
  {
    icon: HardHat,
    title: 'إصابات العمل',
    text: 'تسجيل إصابات العمل والأمراض المهنية ومتابعتها لدى اللجان الطبية، والاعتراض على القرارات حين يلزم.',
  },
  {
    icon: PiggyBank,
    title: 'نظام الاشتراك الاختياري',
    text: 'فتح حسابات الاشتراك الاختياري وإدارتها، واحتساب الأثر على الراتب التقاعدي قبل اتخاذ أي قرار.',
  },
  {
    icon: ClipboardCheck,
    title: 'الامتثال والمراجعة',
    text: 'مراجعة التزام المنشأة بأحكام الضمان الاجتماعي، واكتشاف المخالفات قبل التفتيش، ووضع خطة تصحيح واضحة.',
  },
  {
    icon: GraduationCap,
    title: 'التدريب',
    text: 'برامج تدريبية لأقسام الموارد البشرية والمحاسبة حول أنظمة الضمان الاجتماعي وإجراءاته العملية.',
  },
];

/** Core values (spec §2, about page). */
export const VALUES: readonly AboutCard[] = [
  {
    icon: ShieldCheck,
    title: 'النزاهة',
    text: 'نصارحك بحقيقة موقفك القانوني، ولا نعدك إلا بما نستطيع تحقيقه، ونحفظ بياناتك بسرية تامة.',
  },
  {
    icon: Sparkles,
    title: 'التميز',
    text: 'نعمل بمنهجية دقيقة ومعرفة محدّثة بكل تعديل على القانون والتعليمات، لنصل إلى أفضل نتيجة ممكنة.',
  },
  {
    icon: Handshake,
    title: 'الشراكة',
    text: 'نرافقك في كل خطوة كشريك لا كمزود خدمة، ونبني معك علاقة ثقة تمتد إلى ما بعد إنجاز المعاملة.',
  },
];

/** Licences and certificates (spec §2, about page). */
export const CREDENTIALS: readonly AboutCard[] = [
  {
    icon: Landmark,
    title: 'ترخيص وزارة الصناعة والتجارة',
    text: 'ترخيص رسمي بمزاولة أعمال الاستشارات والمتابعة في قضايا الضمان الاجتماعي، كأول شركة خاصة في هذا المجال في الأردن.',
  },
  {
    icon: FileCheck2,
    title: 'تسجيل الشركة',
    text: 'شركة أردنية مسجلة أصولاً لدى دائرة مراقبة الشركات، تعمل من مكتبها في عمّان وفق الأنظمة النافذة.',
  },
  {
    icon: Award,
    title: 'مؤهلات فريق العمل',
    text: 'مستشارونا حاصلون على مؤهلات قانونية ومحاسبية، ودورات متخصصة في التأمينات الاجتماعية وقانون العمل الأردني.',
  },
  {
    icon: HeartHandshake,
    title: 'ميثاق حماية بيانات العملاء',
    text: 'نلتزم بميثاق داخلي لحماية البيانات الشخصية والمستندات، لا نشاركها مع أي جهة دون موافقتك إلا بما تقتضيه معاملتك.',
  },
];
