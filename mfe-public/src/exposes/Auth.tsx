export { AuthPage as default } from '../features/auth/AuthPage';
