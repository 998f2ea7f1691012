export { OldAuthPage as default } from '../features/auth/OldAuthPage';
