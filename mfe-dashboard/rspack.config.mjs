import { createAppConfig } from '@ssc/rspack-config';

export default createAppConfig({
  name: 'mfe_dashboard',
  dir: import.meta.dirname,
  port: 3003,
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
  },
});
