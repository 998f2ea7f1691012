/** The services named in the footer: each links to the services page (spec §2, footer). */
export const FOOTER_SERVICES = [
  'إدارة حسابات المنشآت',
  'خدمات ضابط الارتباط',
  'معالجة القفزات وتعديل الرواتب',
  'الكتب الرسمية والمحاضر',
  'تسجيل إصابات العمل والأمراض المهنية',
  'إدارة حسابات الاشتراك الاختياري',
  'الاستشارات القانونية في التقاعد',
] as const;
