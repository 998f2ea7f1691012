import type { PublicService } from '@ssc/contracts';
import { REPLY_WITHIN_HOURS, WORKING_HOURS } from '@ssc/contracts/constants';
import { uploadMessages } from '@ssc/contracts/uploads';
import { PageHeading, useDocumentTitle } from '@ssc/ui';
import { CalendarClock, CreditCard, FileCheck2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Time } from '../../components/text/Inline';
import { useBookingWindow } from '../../lib/slots';
import { Layout, Main, Page } from '../../shared/pageLayout';
import { useBookingServices } from './api/queries';
import { BookingForm } from './BookingForm';
import { policyCopy, policyPrice } from './lib/policy';

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space[4]};
  }

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  ul { display: grid; gap: ${({ theme }) => theme.space[3]}; margin: 0; padding: 0; list-style: none; }
  li { display: flex; gap: ${({ theme }) => theme.space[3]}; align-items: flex-start; }
  li svg { flex: none; margin-block-start: 0.2rem; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
  strong { display: block; }
`;

/** Spec §2 "Booking page": the booking form with file upload, and what to know before booking. */
export function BookingPage() {
  useDocumentTitle('حجز استشارة');
  // The policy quotes the chosen service's price (issue 33.4), following the form's select.
  const [service, setService] = useState<PublicService>();
  const price = policyPrice(service, useBookingServices().data);
  const holdMinutes = useBookingWindow().data?.paymentHoldMinutes;
  return (
    <Page>
      <PageHeading
        title="حجز استشارة"
        lead={`اختر الخدمة والموعد المناسب لك، وأرفق مستنداتك إن وُجدت. يتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة لتأكيد الموعد.`}
      />
      <Layout>
        <Main>
          <BookingForm onServiceChange={setService} />
        </Main>
        <Aside aria-labelledby="booking-info-title">
          <h2 id="booking-info-title">قبل أن تحجز</h2>
          <ul>
            <li>
              <CreditCard size={20} aria-hidden="true" />
              <p data-testid="booking-info-fee">
                <strong>الدفع مسبقاً</strong>
                {policyCopy.fee(price)}
                {holdMinutes !== undefined ? ` ${policyCopy.paymentWindow(holdMinutes)}` : null}
              </p>
            </li>
            <li>
              <CalendarClock size={20} aria-hidden="true" />
              <p>
                <strong>مواعيد العمل</strong>
                {WORKING_HOURS.days} من <Time>9:00 ص</Time> حتى <Time>4:00 م</Time> لبدء الجلسات،
                والجمعة والسبت عطلة. جميع الأوقات بتوقيت عمّان.
              </p>
            </li>
            <li>
              <FileCheck2 size={20} aria-hidden="true" />
              <p>
                <strong>المستندات</strong>
                PDF أو صور أو ملفات Word، {uploadMessages.perFileLimit}. تبقى مستنداتك سرية ولا يطّلع
                عليها إلا المستشار المختص.
              </p>
            </li>
            <li>
              <RotateCcw size={20} aria-hidden="true" />
              <p data-testid="booking-info-refund">
                <strong>الإلغاء وإعادة الجدولة</strong>
                {policyCopy.refund(price)} {policyCopy.reschedule}
              </p>
            </li>
          </ul>
        </Aside>
      </Layout>
    </Page>
  );
}
