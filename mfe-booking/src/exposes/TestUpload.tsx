import { TestUploadPage } from '../features/test-upload/TestUploadPage';

export default TestUploadPage;
