import { CONTACT_DETAILS, WORKING_HOURS } from '@ssc/contracts/constants';
import { bareList, Unbroken } from '@ssc/ui';
import { Clock, Mail, MapPin, Phone, Smartphone } from 'lucide-react';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${bareList}

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex: none;
    margin-block-start: 4px;
    color: ${({ theme }) => theme.colors.brandOnDark};
  }

  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
`;

/** The office's address, phones, emails and hours from the shared contact details. */
export function ContactList() {
  const { addressAr, landline, mobiles, emails } = CONTACT_DETAILS;
  return (
    <address style={{ fontStyle: 'normal' }}>
      <List>
        <li>
          <MapPin aria-hidden="true" size={18} />
          <span>{addressAr}</span>
        </li>
        <li>
          <Phone aria-hidden="true" size={18} />
          <span>
            الهاتف:{' '}
            <a href={`tel:${landline.tel}`}>
              <bdi>{landline.display}</bdi>
            </a>
          </span>
        </li>
        <li>
          <Smartphone aria-hidden="true" size={18} />
          <Lines>
            {mobiles.map((m) => (
              <span key={m.tel}>
                الجوال:{' '}
                <a href={`tel:${m.tel}`}>
                  <bdi>{m.display}</bdi>
                </a>
              </span>
            ))}
          </Lines>
        </li>
        <li>
          <Mail aria-hidden="true" size={18} />
          <Lines>
            {emails.map((email) => (
              <a key={email} href={`mailto:${email}`}>
                <Unbroken dir="ltr">{email}</Unbroken>
              </a>
            ))}
          </Lines>
        </li>
        <li>
          <Clock aria-hidden="true" size={18} />
          <Lines>
            <span>
              {WORKING_HOURS.days}: <Unbroken dir="rtl">{WORKING_HOURS.contactPage}</Unbroken>
            </span>
            <span>{WORKING_HOURS.closed}</span>
          </Lines>
        </li>
      </List>
    </address>
  );
}
