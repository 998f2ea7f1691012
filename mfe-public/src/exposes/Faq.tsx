export { FaqPage as default } from '../features/faq/FaqPage';
