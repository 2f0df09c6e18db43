import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { webPlugins } from 'virtual:plinth-web-plugins';
import { App } from './app/App.js';
import { reloadForChunkError } from './app/chunkReload.js';
import { ErrorBoundary } from './app/ErrorBoundary.js';
import { ErrorPageFailure } from './pages/ErrorPage.js';
import { RootStore } from './store/RootStore.js';
import './styles/global.css';

// Vite reports a failed preload of a code-split chunk here (a deployment replaced the files).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

const root = new RootStore({ webPlugins });
void root.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
createRoot(container).render(
  <StrictMode>
    {/* Only reached if the frame's providers themselves fail. */}
    <ErrorBoundary fallback={() => <ErrorPageFailure />}>
      <App root={root} />
    </ErrorBoundary>
  </StrictMode>,
);
