import './zod-setup';
// Before anything looks a page up: screens, the shell and the tabs read the routes through
// routes/route-lookup.ts, which this fills (they cannot import the table: it loads every screen).
import './routes/route-table';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { installErrorLogging } from './error-logging';

installErrorLogging();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
