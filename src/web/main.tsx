import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/web/app';
import { initTheme } from '@/web/lib/theme';

// Before the first render, so the page never paints in the wrong theme (the CSP forbids an inline script).
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const root = createRoot(container);
// The first render at transition priority is built in slices that yield to the browser, rather
// than in one task that a phone's CPU takes hundreds of milliseconds over.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
