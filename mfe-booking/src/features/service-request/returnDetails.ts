import { serviceRequestFormSchema } from '@ssc/contracts';
import {
  forgetForReturn,
  recallForReturn,
  rememberForReturn,
} from '../../components/payment/returnMemo';
import type { ServiceRequestDetails } from './wizard';

// The wizard's state is gone when a provider's page (HyperPay's) sends the visitor back: the
// details typed in step 1 wait in this tab for that return, so the done step can thank them by
// name and a failed payment is retried without typing everything again.

const PART = 'service-request-details';

export function rememberDetails(paymentId: string, details: ServiceRequestDetails): void {
  rememberForReturn(paymentId, PART, details);
}

export function recallDetails(paymentId: string): ServiceRequestDetails | undefined {
  return recallForReturn(paymentId, PART, serviceRequestFormSchema);
}

export function forgetDetails(paymentId: string): void {
  forgetForReturn(paymentId, PART);
}
