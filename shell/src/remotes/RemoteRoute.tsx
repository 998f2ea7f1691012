import { Spinner } from '@ssc/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { loadRemotePage, type RemoteModuleId } from './federation';
import { FirstView, hasFirstView } from './firstView';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const pages = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote page, reused across visits so a loaded page shows at once. */
function lazyRemote(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    pages.set(id, page);
  }
  return page;
}

/**
 * React.lazy keeps a rejection forever, so a retry needs a fresh lazy component. Evicting only
 * on the visitor's retry (not on failure) keeps React's re-render of the failed tree from
 * starting a new load in a loop.
 */
function forgetRemotePage(id: RemoteModuleId): void {
  pages.delete(id);
}

function RemotePage({ id }: { id: RemoteModuleId }) {
  const Page = lazyRemote(id);
  return <Page />;
}

/** Renders a remote's exposed page with a loading state and an Arabic error block with retry. */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  return (
    <RemoteErrorBoundary key={id} onRetry={() => forgetRemotePage(id)}>
      <Suspense
        fallback={
          hasFirstView(id) ? <FirstView module={id} /> : <Spinner label="جارٍ تحميل الصفحة..." />
        }
      >
        <RemotePage id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
