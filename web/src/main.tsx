import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './shared/i18n/i18n';
import { bootstrap } from './app/bootstrap';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { StartupError } from './app/startup-error';

const hideLoadingScreen = () => document.getElementById('loading-screen')?.remove();
const root = createRoot(document.getElementById('root')!);

bootstrap()
  .then((booted) => {
    if (!booted) return;
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <Providers store={booted.store} userManager={booted.userManager}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    requestAnimationFrame(hideLoadingScreen);
  })
  .catch((error: unknown) => {
    console.error('[Kadry] start-up failed', error);
    root.render(<StartupError error={error} />);
    hideLoadingScreen();
  });
