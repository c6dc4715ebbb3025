import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@vastra/ui/styles/fonts.css';
import '@vastra/ui/styles/tokens.css';
import '@vastra/ui/styles/global.css';
import { App } from './app/app';
import { startLanguage } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// English is in this bundle; another language's texts are loaded before the first render.
void startLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
