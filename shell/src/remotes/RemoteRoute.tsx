import { loadQueryLayer, Spinner } from '@ssc/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { loadRemotePage, type RemoteModuleId } from './federation';
import { FirstView, hasFirstView } from './firstView';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const pages = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

/**
 * A remote page, inside the page's query client unless it has no use for one. The query library
 * is fetched together with the page (in parallel, not after it).
 */
async function loadPage(
  id: RemoteModuleId,
  dataCache: boolean,
): Promise<{ default: ComponentType }> {
  if (!dataCache) return loadRemotePage(id);
  const [{ default: Page }, { QueryLayer }] = await Promise.all([
    loadRemotePage(id),
    loadQueryLayer(),
  ]);
  return {
    default: () => (
      <QueryLayer>
        <Page />
      </QueryLayer>
    ),
  };
}

/** One lazy component per remote page, reused across visits so a loaded page shows at once. */
function lazyRemote(id: RemoteModuleId, dataCache: boolean): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadPage(id, dataCache));
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

function RemotePage({ id, dataCache }: { id: RemoteModuleId; dataCache: boolean }) {
  const Page = lazyRemote(id, dataCache);
  return <Page />;
}

/** Renders a remote's exposed page with a loading state and an Arabic error block with retry. */
export function RemoteRoute({
  id,
  dataCache = true,
}: {
  id: RemoteModuleId;
  /** False for a page that uses no TanStack Query (see `RemoteRouteDefinition.dataCache`). */
  dataCache?: boolean;
}) {
  return (
    <RemoteErrorBoundary key={id} onRetry={() => forgetRemotePage(id)}>
      <Suspense
        fallback={
          hasFirstView(id) ? <FirstView module={id} /> : <Spinner label="جارٍ تحميل الصفحة..." />
        }
      >
        <RemotePage id={id} dataCache={dataCache} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
