import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { formatJod, type Payment, type PublicService, REPLY_WITHIN_HOURS } from '@ssc/contracts';
import { ButtonLink, PageHeading, Spinner, useDocumentTitle } from '@ssc/ui';
import { ErrorState } from '@ssc/ui/states';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, MessageCircle, SearchX } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { usePaymentReturn } from '../../components/payment/paymentReturn';
import { ReturnedPayment } from '../../components/payment/ReturnedPayment';
import { FocusedAlert, StatePanel } from '../../components/payment/ui';
import { Layout, Main, Page } from '../../shared/pageLayout';
import { DetailsStep } from './DetailsStep';
import { DoneStep } from './DoneStep';
import { PaymentStep } from './PaymentStep';
import { forgetDetails, recallDetails, rememberDetails } from './returnDetails';
import { StepIndicator } from './StepIndicator';
import { initialWizardState, wizardReducer } from './wizard';

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  p { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
  ul { display: grid; gap: ${({ theme }) => theme.space[2]}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

function HelpAside({ service }: { service: PublicService }) {
  return (
    <Aside aria-labelledby="service-request-help">
      <h2 id="service-request-help">عن هذا الطلب</h2>
      <p>{service.descriptionAr}</p>
      <p>
        رسوم الطلب {formatJod(service.price)} شاملة الضرائب، تُدفع إلكترونياً في الخطوة الثانية.
        نتواصل معك خلال {REPLY_WITHIN_HOURS} ساعة من استلام الطلب.
      </p>
      <ul>
        <li>
          <Link to="/services">
            <LayoutGrid size={18} aria-hidden="true" />
            العودة إلى الخدمات
          </Link>
        </li>
        <li>
          <Link to="/contact">
            <MessageCircle size={18} aria-hidden="true" />
            لديك سؤال؟ تواصل معنا
          </Link>
        </li>
      </ul>
    </Aside>
  );
}

function Wizard({ service }: { service: PublicService }) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { returned, clear } = usePaymentReturn();
  // Why the last payment did not go through (back from the provider's page), until the next step.
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  // Each new step takes the focus (and the screen reader) to its heading; not on first load, and
  // not when a failed payment's message came with the step (that message takes it: FocusedAlert).
  const noticeShown = useRef(false);
  noticeShown.current = notice !== null;
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (state.step !== 3 && noticeShown.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [state.step]);

  const returnedId = returned?.paymentId;
  const onReturnedPaid = useCallback(
    (payment: Payment) =>
      dispatch({
        type: 'returned',
        payment,
        details: returnedId ? (recallDetails(returnedId) ?? null) : null,
      }),
    [returnedId],
  );
  const onReturnedUnpaid = useCallback(
    (message: string) => {
      if (returnedId) {
        dispatch({ type: 'returned', payment: null, details: recallDetails(returnedId) ?? null });
        forgetDetails(returnedId);
      }
      setNotice(message);
      clear();
    },
    [returnedId, clear],
  );

  let step: ReactNode;
  if (state.step === 3 && state.payment)
    step = (
      <DoneStep
        service={service}
        details={state.details}
        payment={state.payment}
        headingRef={heading}
      />
    );
  else if (returned)
    step = (
      <ReturnedPayment
        paymentId={returned.paymentId}
        askProvider={returned.askProvider}
        onPaid={onReturnedPaid}
        onUnpaid={onReturnedUnpaid}
      />
    );
  else if (state.step === 2 && state.details) {
    const details = state.details;
    step = (
      <PaymentStep
        service={service}
        details={details}
        intent={state.intent}
        headingRef={heading}
        onIntent={(intent) => {
          setNotice(null);
          // HyperPay's widget leaves the page to pay: the details wait for the return.
          if (intent.paymentId) rememberDetails(intent.paymentId, details);
          dispatch({ type: 'intentCreated', intent });
        }}
        onPaid={(payment) => dispatch({ type: 'paid', payment })}
        onBack={() => {
          setNotice(null);
          dispatch({ type: 'back' });
        }}
      />
    );
  } else
    step = (
      <DetailsStep
        initial={state.details}
        headingRef={heading}
        onSubmitted={(details) => dispatch({ type: 'detailsSubmitted', details })}
      />
    );

  return (
    <>
      <StepIndicator current={state.step} />
      <Layout>
        <Main>
          {notice && state.step !== 3 ? (
            <FocusedAlert message={notice} testId="service-request-notice" />
          ) : null}
          {step}
        </Main>
        <HelpAside service={service} />
      </Layout>
    </>
  );
}

function NotFound() {
  return (
    <StatePanel aria-labelledby="service-not-found-title">
      <SearchX size={40} aria-hidden="true" />
      <h2 id="service-not-found-title">الخدمة المطلوبة غير موجودة</h2>
      <p>
        ربما تغيّر رابط الخدمة أو لم تعد متاحة. اختر خدمتك من قائمة خدماتنا، أو تواصل معنا لنساعدك.
      </p>
      <div>
        <ButtonLink to="/services">
          <LayoutGrid size={18} aria-hidden="true" />
          تصفح الخدمات
        </ButtonLink>{' '}
        <ButtonLink to="/contact" $variant="secondary">
          <MessageCircle size={18} aria-hidden="true" />
          تواصل معنا
        </ButtonLink>
      </div>
    </StatePanel>
  );
}

/**
 * /service-request/:serviceId (spec, service-request page and §4): the three-step request for a
 * service of the catalogue; an unknown id gets a clear not-found state.
 */
export function ServiceRequestPage() {
  const { serviceId } = useParams();
  const services = useQuery<PublicService[]>({
    queryKey: SERVICES_QUERY_KEY,
    refetchOnMount: 'always',
  });
  const service = services.data?.find((s) => s.id === serviceId);
  useDocumentTitle(service ? `طلب خدمة: ${service.nameAr}` : 'طلب خدمة');

  let content: ReactNode;
  if (service) content = <Wizard key={service.id} service={service} />;
  else if (services.isPending) content = <Spinner label="جارٍ تحميل الخدمة..." />;
  else if (services.isError)
    content = (
      <ErrorState
        title="تعذر تحميل بيانات الخدمة"
        description="تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى."
        onRetry={() => void services.refetch()}
      />
    );
  else content = <NotFound />;

  return (
    <Page>
      <PageHeading
        title={service ? `طلب خدمة: ${service.nameAr}` : 'طلب خدمة'}
        lead={
          service
            ? 'ثلاث خطوات بسيطة: أدخل بياناتك، راجع الملخص وادفع الرسوم، ثم يتواصل معك فريقنا.'
            : undefined
        }
      />
      {content}
    </Page>
  );
}
