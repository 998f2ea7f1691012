import { runService } from '@ssc/service-kit';
import { contentService } from './service';

await runService(contentService);
