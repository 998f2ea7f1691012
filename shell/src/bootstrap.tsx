import './fonts';
import { getAppConfig } from '@ssc/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerAppRemotes } from './remotes/federation';

registerAppRemotes(getAppConfig().remotes);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
