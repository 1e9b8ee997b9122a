import './strictPolicy';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptLinkToken } from './api/linkToken';
import { createQueryClient } from './api/queryClient';
import { ToastProvider } from './components/ToastProvider';
import { AppRoutes, appRoutes } from './routes/AppRoutes';
import { preloadPagesAt } from './routes/preloadPage';
import { SessionExpiryRedirect } from './routes/SessionExpiryRedirect';
import { AppShell } from './shell/AppShell';
import './utilities.css';
import './blocks/learnerLook.css';
import './theme/themeLook.css';
import './styles.css';

adoptLinkToken();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page the address opens is mounted by the first render, its code fetched beside the app's.
void preloadPagesAt(appRoutes, window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <ToastProvider>
            <SessionExpiryRedirect />
            <AppShell>
              <AppRoutes />
            </AppShell>
          </ToastProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
