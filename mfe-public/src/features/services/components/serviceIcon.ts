import {
  Banknote,
  Briefcase,
  Building,
  FileText,
  Handshake,
  HeartPulse,
  type LucideIcon,
  PiggyBank,
  Scale,
  ShieldCheck,
  TrendingUp,
} from 'lucide-react';

/** Icon per service `nameEn` (spec §2): the seven catalogue keys and the generic ones. */
const ICONS: Record<string, LucideIcon> = {
  'establishment-account-management': Building,
  'liaison-officer-services': Handshake,
  'salary-adjustments': TrendingUp,
  'official-correspondence': FileText,
  'work-injuries-registration': HeartPulse,
  'voluntary-system-management': ShieldCheck,
  'retirement-consultations': PiggyBank,
  business: Briefcase,
  legal: Scale,
  financial: Banknote,
};

export const DEFAULT_SERVICE_ICON: LucideIcon = Scale;

export function serviceIcon(nameEn: string): LucideIcon {
  return Object.hasOwn(ICONS, nameEn)
    ? (ICONS[nameEn] ?? DEFAULT_SERVICE_ICON)
    : DEFAULT_SERVICE_ICON;
}
