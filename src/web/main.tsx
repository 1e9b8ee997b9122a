import './strictPolicy';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptLinkToken } from './api/linkToken';
import { createQueryClient } from './api/queryClient';
import { ToastProvider } from './components/ToastProvider';
import { AppRoutes } from './routes/AppRoutes';
import { SessionExpiryRedirect } from './routes/SessionExpiryRedirect';
import { AppShell } from './shell/AppShell';
import './utilities.css';
import './blocks/learnerLook.css';
import './theme/themeLook.css';
import './styles.css';

adoptLinkToken();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

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
);
