import { runService } from '@ssc/service-kit';
import { paymentService } from './service';

await runService(paymentService);
