import { AppProvider } from './provider';
import { type AppRouter, AppRouterProvider } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <AppRouterProvider router={router} />
    </AppProvider>
  );
}
