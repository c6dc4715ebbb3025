import { reloadOnMissingFiles } from '@vastra/ui/error-boundary';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@vastra/ui/styles/fonts.css';
import '@vastra/ui/styles/tokens.css';
import '@vastra/ui/styles/global.css';
import { addWebFonts } from '@vastra/ui/web-fonts';
import './admin.css';
import { App } from './app/app';

// A tab open across a deploy asks for screens' chunks the new build no longer has: reload once.
reloadOnMissingFiles();
addWebFonts();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
