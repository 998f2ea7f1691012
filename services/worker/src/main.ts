import { runWorker } from './worker';

await runWorker();
