import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './routes/AppRoutes';
import { SessionSync } from './session/SessionSync';

export function App() {
  return (
    <AppProviders>
      <SessionSync />
      <AppRoutes />
    </AppProviders>
  );
}
