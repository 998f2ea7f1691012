import { CONTACT_DETAILS, WORKING_HOURS } from '@ssc/contracts/constants';
import { bareList, Unbroken } from '@ssc/ui';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};

  h3 { margin: 0 0 ${({ theme }) => theme.space[1]}; font-size: ${({ theme }) => theme.typography.sizes.md}; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.text}; }
  a:hover { color: ${({ theme }) => theme.colors.brand}; }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brand};
`;

const Closed = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Entry>
      <Icon aria-hidden="true">{icon}</Icon>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Entry>
  );
}

/** Spec §2 contact page: address, phones, emails and the contact page's working hours. */
export function ContactDetails() {
  const { addressAr, landline, mobiles, emails } = CONTACT_DETAILS;
  return (
    <List>
      <Item icon={<MapPin size={22} />} title="العنوان">
        <p>{addressAr}</p>
      </Item>
      <Item icon={<Phone size={22} />} title="الهاتف">
        <p>
          هاتف المكتب:{' '}
          <a href={`tel:${landline.tel}`}>
            <bdi dir="ltr">{landline.display}</bdi>
          </a>
        </p>
        {mobiles.map((mobile) => (
          <p key={mobile.tel}>
            الجوال:{' '}
            <a href={`tel:${mobile.tel}`}>
              <bdi dir="ltr">{mobile.display}</bdi>
            </a>
          </p>
        ))}
      </Item>
      <Item icon={<Mail size={22} />} title="البريد الإلكتروني">
        {emails.map((email) => (
          <p key={email}>
            <a href={`mailto:${email}`}>
              <Unbroken dir="ltr">{email}</Unbroken>
            </a>
          </p>
        ))}
      </Item>
      <Item icon={<Clock size={22} />} title="ساعات العمل">
        <p>
          {WORKING_HOURS.days}: <Unbroken dir="rtl">{WORKING_HOURS.contactPage}</Unbroken>
        </p>
        <Closed>{WORKING_HOURS.closed}</Closed>
      </Item>
    </List>
  );
}
