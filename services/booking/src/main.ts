import { runService } from '@ssc/service-kit';
import { bookingService } from './service';

await runService(bookingService);
