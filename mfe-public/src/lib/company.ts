// The company's own words, shared by the landing and about pages (spec §1 and §2).
import { REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';

export const COMPANY_STATEMENTS = {
  vision: {
    title: 'رؤيتنا',
    text: 'أن نكون المرجع الأول والأكثر ثقة في الأردن في كل ما يتعلق بحقوق المؤمَّن عليهم وأصحاب العمل لدى مؤسسة الضمان الاجتماعي.',
  },
  goals: {
    title: 'أهدافنا',
    text: 'رفع وعي الأفراد والمنشآت بحقوقهم والتزاماتهم التأمينية، وحل القضايا العالقة بأسرع الطرق النظامية، وبناء علاقة ثقة طويلة الأمد مع كل عميل.',
  },
  mission: {
    title: 'رسالتنا',
    text: 'تقديم استشارات وخدمات متخصصة بمهنية وشفافية تختصر على عملائنا الوقت والجهد، وتضمن حصولهم على حقوقهم كاملة وفق أحكام القانون.',
  },
} as const;

/** Spec §1 and §9 marketing figures. */
export const COMPANY_FIGURES = [
  { value: '+300', label: 'قضية تم حلها بنجاح' },
  { value: '98%', label: 'نسبة النجاح في القضايا' },
  { value: '+8', label: 'سنوات من الخبرة المتخصصة' },
  { value: `${REPLY_WITHIN_HOURS}`, label: 'ساعة للرد وتأكيد موعدك' },
] as const;

export const LICENCE_TEXT =
  'نعمل بترخيص رسمي من وزارة الصناعة والتجارة الأردنية، كأول شركة خاصة في المملكة متخصصة في حل النزاعات والمعاملات لدى المؤسسة العامة للضمان الاجتماعي.';
