// Standalone dev frame (`npm run dev -w <this remote>`): the shell's frame around this remote's
// own pages, so the team can work without the shell. Not used when the shell loads us.
import { renderStandalone } from '@ssc/ui';
import { routes } from './routes';

renderStandalone(routes);
