import { ButtonLink, Container, EmptyState, PageHeading, Spinner, useDocumentTitle } from '@ssc/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useServices } from './api/useServices';
import { ClosingCta } from './components/ClosingCta';
import { CustomConsultation } from './components/CustomConsultation';
import { PaymentNotice } from './components/PaymentNotice';
import { ServiceList } from './components/ServiceList';
import { WhyChooseUs } from './components/WhyChooseUs';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[7]};
`;

// About the list's height while it loads, so the blocks below do not jump when it arrives.
const Loading = styled.div`
  min-height: 70vh;
`;

const ListTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

function Catalogue() {
  const { data, isPending } = useServices();
  if (isPending) {
    return (
      <Loading>
        <Spinner label="جاري تحميل الخدمات..." />
      </Loading>
    );
  }
  // Spec: a failed load looks like an empty catalogue (no separate error state).
  if (!data?.length) {
    return (
      <EmptyState
        title="لا توجد خدمات متاحة حالياً"
        description="يمكنك التواصل معنا مباشرة وسنساعدك في قضيتك."
        action={<ButtonLink to="/contact">تواصل معنا</ButtonLink>}
      />
    );
  }
  return <ServiceList services={data} />;
}

/** Spec §2 "Services page". */
export function ServicesPage() {
  useDocumentTitle('خدماتنا');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <Page>
      <PageHeading
        title="خدماتنا"
        lead="حلول متكاملة لقضايا الضمان الاجتماعي للأفراد والمنشآت، يقدمها فريق من المستشارين المتخصصين."
      />
      <PaymentNotice />
      <section aria-labelledby="services-list-title">
        <ListTitle id="services-list-title">الخدمات المتاحة</ListTitle>
        <Catalogue />
      </section>
      <CustomConsultation />
      <WhyChooseUs />
      <ClosingCta />
    </Page>
  );
}
