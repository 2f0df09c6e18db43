import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { webPlugins } from 'virtual:plinth-web-plugins';
import { App } from './app/App.js';
import { ErrorBoundary } from './app/ErrorBoundary.js';
import { ErrorPageFailure } from './pages/ErrorPage.js';
import { RootStore } from './store/RootStore.js';
import './styles/global.css';

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
