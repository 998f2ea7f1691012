import { createAppConfig } from '@ssc/rspack-config';

export default createAppConfig({
  name: 'mfe_public',
  dir: import.meta.dirname,
  port: 3001,
  exposes: {
    './Landing': './src/exposes/Landing.tsx',
    './About': './src/exposes/About.tsx',
    './Services': './src/exposes/Services.tsx',
    './ConsultationOptions': './src/exposes/ConsultationOptions.tsx',
    './Faq': './src/exposes/Faq.tsx',
    './Contact': './src/exposes/Contact.tsx',
    './RetirementProducts': './src/exposes/RetirementProducts.tsx',
    './PrivacyPolicy': './src/exposes/PrivacyPolicy.tsx',
    './TermsOfService': './src/exposes/TermsOfService.tsx',
    './RefundPolicy': './src/exposes/RefundPolicy.tsx',
    './Auth': './src/exposes/Auth.tsx',
    './OldAuth': './src/exposes/OldAuth.tsx',
    './ResetPassword': './src/exposes/ResetPassword.tsx',
  },
});
