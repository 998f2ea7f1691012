import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { bareList, cardSurface, VisuallyHidden } from '@ssc/ui';
import { type LucideIcon, Mail, MessageCircle, PhoneCall } from 'lucide-react';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Channel = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  text-decoration: none;
  transition: border-color 150ms ease, transform 150ms ease;

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; transform: translateY(-2px); }

  > svg { color: ${({ theme }) => theme.colors.brand}; }
  strong { font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
  bdi { font-weight: ${({ theme }) => theme.typography.weights.semibold}; color: ${({ theme }) => theme.colors.brandDark}; }
`;

interface ChannelInfo {
  icon: LucideIcon;
  title: string;
  text: string;
  value: string;
  href: string;
  external?: boolean;
}

const { whatsapp, landline, emails } = CONTACT_DETAILS;

const CHANNELS: readonly ChannelInfo[] = [
  {
    icon: MessageCircle,
    title: 'واتساب',
    text: 'راسلنا على واتساب واحصل على رد سريع خلال ساعات العمل.',
    value: whatsapp.display,
    href: whatsapp.href,
    external: true,
  },
  {
    icon: PhoneCall,
    title: 'اتصال هاتفي',
    text: 'تحدّث مباشرة مع أحد مستشارينا لتحديد احتياجك.',
    value: landline.display,
    href: `tel:${landline.tel}`,
  },
  {
    icon: Mail,
    title: 'البريد الإلكتروني',
    text: 'أرسل مستنداتك واستفساراتك المفصّلة عبر البريد.',
    value: emails[0],
    href: `mailto:${emails[0]}`,
  },
];

/** Spec §2 contact page: three other ways to reach the office. */
export function OtherChannels() {
  return (
    <Grid>
      {CHANNELS.map(({ icon: Icon, title, text, value, href, external }) => (
        <li key={title}>
          <Channel
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Icon aria-hidden="true" size={32} />
            <strong>{title}</strong>
            <span>{text}</span>
            <bdi dir="ltr">{value}</bdi>
            {external ? <VisuallyHidden>(يفتح في نافذة جديدة)</VisuallyHidden> : null}
          </Channel>
        </li>
      ))}
    </Grid>
  );
}
