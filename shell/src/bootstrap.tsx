import { captureDeferredParts, getAppConfig } from '@ssc/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { announceSignedOut } from './layout/header/signedOut';
import { adoptEarlyManifest } from './remotes/earlyPreload';
import { registerAppRemotes } from './remotes/federation';
import { captureFirstView } from './remotes/firstView';

adoptEarlyManifest();
captureFirstView();
captureDeferredParts();
registerAppRemotes(getAppConfig().remotes);
announceSignedOut();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition lets React render the first page in slices, yielding to the browser between them,
// instead of in one long task that blocks input while the page starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
