import { runService } from '@ssc/service-kit';
import { authService } from './service';

await runService(authService);
