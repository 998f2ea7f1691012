import type {
  Payment,
  PaymentIntentResponse,
  ServiceRequestForm,
  serviceRequestFormSchema,
} from '@ssc/contracts';

/** Step 1's answers after validation (trimmed, email lower-cased, digits made Latin). */
export type ServiceRequestDetails = ReturnType<typeof serviceRequestFormSchema.parse>;

export type WizardStep = 1 | 2 | 3;

/** Spec §4: details → payment summary → done on payment success; back from 2 to 1. */
export const WIZARD_STEPS: readonly { step: WizardStep; label: string }[] = [
  { step: 1, label: 'بيانات الطلب' },
  { step: 2, label: 'ملخص الطلب والدفع' },
  { step: 3, label: 'اكتمال الطلب' },
];

export interface WizardState {
  step: WizardStep;
  /** Kept when going back to step 1, so the form shows what was typed. */
  details: ServiceRequestDetails | null;
  /** The intent created in step 2 for exactly these details (reused after back without changes). */
  intent: PaymentIntentResponse | null;
  payment: Payment | null;
}

export type WizardAction =
  | { type: 'detailsSubmitted'; details: ServiceRequestDetails }
  | { type: 'back' }
  | { type: 'intentCreated'; intent: PaymentIntentResponse }
  | { type: 'paid'; payment: Payment }
  /**
   * Back from a provider's page (a new page load): paid → done; not paid → the summary again
   * with the details kept before leaving (a fresh payment is set up), or the form without them.
   */
  | { type: 'returned'; payment: Payment | null; details: ServiceRequestDetails | null };

export const initialWizardState: WizardState = {
  step: 1,
  details: null,
  intent: null,
  payment: null,
};

/** The empty step-1 form, or the kept details when coming back to it. */
export function formValues(details: ServiceRequestDetails | null): ServiceRequestForm {
  return {
    fullName: details?.fullName ?? '',
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    company: details?.company ?? '',
    address: details?.address ?? '',
    serviceDetails: details?.serviceDetails ?? '',
  };
}

function sameDetails(a: ServiceRequestDetails | null, b: ServiceRequestDetails): boolean {
  if (!a) return false;
  return (Object.keys(b) as (keyof ServiceRequestDetails)[]).every((key) => a[key] === b[key]);
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'detailsSubmitted':
      if (state.step !== 1) return state;
      return {
        ...state,
        step: 2,
        details: action.details,
        // Changed details are a different request: the next payment is set up for them afresh.
        intent: sameDetails(state.details, action.details) ? state.intent : null,
      };
    case 'back':
      return state.step === 2 ? { ...state, step: 1 } : state;
    case 'intentCreated':
      return state.step === 2 ? { ...state, intent: action.intent } : state;
    case 'paid':
      return state.step === 2 ? { ...state, step: 3, payment: action.payment } : state;
    case 'returned':
      if (action.payment?.status === 'paid')
        return {
          ...state,
          step: 3,
          details: action.details,
          intent: null,
          payment: action.payment,
        };
      return {
        ...state,
        step: action.details ? 2 : 1,
        details: action.details,
        intent: null,
        payment: null,
      };
  }
}
