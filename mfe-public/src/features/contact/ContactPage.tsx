import { REPLY_WITHIN_HOURS } from '@ssc/contracts/constants';
import { Container, cardSurface, PageHeading, useDocumentTitle } from '@ssc/ui';
import styled from 'styled-components';
import { ContactDetails } from './components/ContactDetails';
import { ContactForm } from './components/ContactForm';
import { OfficeMap } from './components/OfficeMap';
import { OtherChannels } from './components/OtherChannels';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  > h2 { font-size: ${({ theme }) => theme.typography.sizes.xl}; }
`;

const InfoPanel = styled(Panel)`
  background: ${({ theme }) => theme.colors.surface};
`;

const Block = styled.section`
  margin-block-start: ${({ theme }) => theme.space[7]};

  > h2 { font-size: ${({ theme }) => theme.typography.sizes.xxl}; }
`;

/** Spec §2 "Contact page": form, address, phones, email, working hours, map, other channels. */
export function ContactPage() {
  useDocumentTitle('تواصل معنا');
  return (
    <Page>
      <PageHeading
        title="تواصل معنا"
        lead={`نسعد بالإجابة عن استفساراتك حول قضايا الضمان الاجتماعي. أرسل لنا رسالتك وسيتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة.`}
      />
      <Columns>
        <Panel aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">أرسل لنا رسالة</h2>
          <ContactForm />
        </Panel>
        <InfoPanel aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">معلومات التواصل</h2>
          <ContactDetails />
        </InfoPanel>
      </Columns>
      <Block aria-labelledby="contact-map-title">
        <h2 id="contact-map-title">موقع مكتبنا</h2>
        <OfficeMap />
      </Block>
      <Block aria-labelledby="contact-channels-title">
        <h2 id="contact-channels-title">طرق أخرى للتواصل</h2>
        <OtherChannels />
      </Block>
    </Page>
  );
}
