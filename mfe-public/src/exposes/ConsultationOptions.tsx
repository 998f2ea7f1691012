export { ConsultationOptionsPage as default } from '../features/consultation-options/ConsultationOptionsPage';
