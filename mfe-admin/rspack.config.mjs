import { createAppConfig } from '@ssc/rspack-config';

export default createAppConfig({
  name: 'mfe_admin',
  dir: import.meta.dirname,
  port: 3004,
  exposes: {
    './Admin': './src/exposes/Admin.tsx',
  },
});
