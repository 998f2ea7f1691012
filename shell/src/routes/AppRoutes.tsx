import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { NotFound } from './NotFound';
import { RequireSession } from './RequireSession';
import { ROUTES } from './routeTable';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, module, requiresSession, dataCache }) => {
          const page = <RemoteRoute id={module} dataCache={dataCache !== false} />;
          return (
            <Route
              key={path}
              path={path}
              element={requiresSession ? <RequireSession>{page}</RequireSession> : page}
            />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
