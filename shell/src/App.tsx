import { AppFrame } from '@ssc/ui';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <AppFrame>
      <AppRoutes />
    </AppFrame>
  );
}
