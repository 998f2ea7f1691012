import { createAppConfig } from '@ssc/rspack-config';

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 3000,
  isHost: true,
});
