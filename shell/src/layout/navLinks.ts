/** The header's main navigation (spec §2, header). */
export const NAV_LINKS = [
  { to: '/', label: 'الرئيسية' },
  { to: '/about', label: 'من نحن' },
  { to: '/services', label: 'خدماتنا' },
  { to: '/consultation-options', label: 'استشرنا أينما كنت' },
  { to: '/contact', label: 'تواصل معنا' },
  { to: '/retirement-products', label: 'منتجات التقاعد' },
  { to: '/faq', label: 'الأسئلة الشائعة' },
] as const;

/** The footer's "important links": the main pages and the three policies. */
export const FOOTER_LINKS = [
  { to: '/services', label: 'خدماتنا' },
  { to: '/about', label: 'من نحن' },
  { to: '/faq', label: 'الأسئلة الشائعة' },
  { to: '/contact', label: 'تواصل معنا' },
  { to: '/privacy-policy', label: 'سياسة الخصوصية' },
  { to: '/terms-of-service', label: 'شروط الاستخدام' },
  { to: '/refund-policy', label: 'سياسة الاسترداد' },
] as const;

/** Home is active only on `/`; any other link also for the pages below it. */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
