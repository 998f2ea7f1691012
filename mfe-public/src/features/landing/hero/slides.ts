import { CONSULTATION_FEE_JOD, REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import bookingArt from './art/booking.svg';
import licenceArt from './art/licence.svg';
import retirementArt from './art/retirement.svg';

export interface HeroSlide {
  title: string;
  subtitle: string;
  /** A decorative SVG drawn for this site (a small local file, loaded lazily, never blocking). */
  art: string;
}

/** The hero carousel's three slides (spec §2, landing page). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'أول شركة خاصة مرخّصة لحل قضايا الضمان الاجتماعي في الأردن',
    subtitle:
      'نمثّلك أمام مؤسسة الضمان الاجتماعي، ونتابع معاملتك لدى اللجان الإدارية والطبية حتى تحصل على حقك كاملاً.',
    art: licenceArt,
  },
  {
    title: 'التقاعد وإصابات العمل بخبرة تتجاوز 8 سنوات',
    subtitle:
      'تقاعد مبكر أو وجوبي أو مهن خطرة، إصابات عمل وأمراض مهنية: نرسم لك الطريق الأقصر إلى حقك، بنسبة نجاح تصل إلى 98%.',
    art: retirementArt,
  },
  {
    title: 'احجز استشارتك المتخصصة في المكتب أو عن بُعد',
    subtitle: `اختر موعدك من التقويم وارفع مستنداتك أثناء الحجز، وسنؤكد موعدك خلال ${REPLY_WITHIN_HOURS} ساعة. رسوم الاستشارة ${CONSULTATION_FEE_JOD} ديناراً أردنياً فقط.`,
    art: bookingArt,
  },
];
