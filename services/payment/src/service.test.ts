import { describeService } from '@ssc/service-kit/testing';
import { paymentService } from './service';

// The skeleton owes what every service owes; its own endpoints come with their issue.
await describeService(paymentService, () => {});
