import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppError, PageError } from '@/components/errors/route-error';
import { LastShownOrLoading } from '@/components/ui/last-shown';
import { paths } from '@/config/paths';
import { nextTask } from '@/lib/next-task';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';

// Only the landing page is eager; every other route, and with it Firebase, loads on demand.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Until the first page's code is in: that page as last shown on this device, if it was.
    HydrateFallback: LastShownOrLoading,
    // The last line of defence: an error anywhere, even in a layout, shows a page with a way back.
    ErrorBoundary: AppError,
    children: [
      { path: paths.landing.path, Component: LandingRoute },
      {
        lazy: async () => ({ Component: (await import('@/lib/auth/guards')).RedirectSignedIn }),
        children: [
          { path: paths.signup.path, lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }) },
          { path: paths.login.path, lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
        ],
      },
      {
        // Outside RedirectSignedIn: someone signed in who forgot their password may need it too.
        path: paths.resetPassword.path,
        lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('@/lib/auth/guards')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./routes/app-layout')).AppLayout }),
            children: [
              {
                // A failing page keeps the header and its navigation.
                ErrorBoundary: PageError,
                children: [
                  {
                    path: paths.dashboard.path,
                    lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
                  },
                  {
                    path: paths.newLoad.path,
                    lazy: async () => ({ Component: (await import('./routes/new-load')).NewLoadRoute }),
                  },
                  {
                    path: paths.loads.path,
                    lazy: async () => ({ Component: (await import('./routes/loads')).LoadsRoute }),
                  },
                  {
                    path: paths.load.path,
                    lazy: async () => ({ Component: (await import('./routes/load')).LoadRoute }),
                  },
                  {
                    path: paths.editLoad.path,
                    lazy: async () => ({ Component: (await import('./routes/edit-load')).EditLoadRoute }),
                  },
                  {
                    path: paths.newSession.path,
                    lazy: async () => ({ Component: (await import('./routes/new-session')).NewSessionRoute }),
                  },
                  {
                    path: paths.session.path,
                    lazy: async () => ({ Component: (await import('./routes/session')).SessionRoute }),
                  },
                  {
                    path: paths.editSession.path,
                    lazy: async () => ({ Component: (await import('./routes/edit-session')).EditSessionRoute }),
                  },
                  {
                    path: paths.sessionImport.path,
                    lazy: async () => ({ Component: (await import('./routes/import')).SessionImportRoute }),
                  },
                  {
                    path: paths.loadImport.path,
                    lazy: async () => ({ Component: (await import('./routes/import')).LoadImportRoute }),
                  },
                  {
                    path: paths.newBatch.path,
                    lazy: async () => ({ Component: (await import('./routes/new-batch')).NewBatchRoute }),
                  },
                  {
                    path: paths.planTest.path,
                    lazy: async () => ({ Component: (await import('./routes/plan-test')).PlanTestRoute }),
                  },
                  {
                    path: paths.loadCard.path,
                    lazy: async () => ({ Component: (await import('./routes/load-card')).LoadCardRoute }),
                  },
                  {
                    path: paths.test.path,
                    lazy: async () => ({ Component: (await import('./routes/test')).TestRoute }),
                  },
                  {
                    path: paths.testSheet.path,
                    lazy: async () => ({ Component: (await import('./routes/test-sheet')).TestSheetRoute }),
                  },
                  {
                    path: paths.inventory.path,
                    lazy: async () => ({ Component: (await import('./routes/inventory')).InventoryRoute }),
                  },
                  {
                    path: paths.compare.path,
                    lazy: async () => ({ Component: (await import('./routes/compare')).CompareRoute }),
                  },
                  {
                    path: paths.compareSessions.path,
                    lazy: async () => ({ Component: (await import('./routes/compare')).CompareSessionsRoute }),
                  },
                  {
                    path: paths.sessions.path,
                    lazy: async () => ({ Component: (await import('./routes/sessions')).SessionsRoute }),
                  },
                  {
                    path: paths.addFirearm.path,
                    lazy: async () => ({ Component: (await import('./routes/add-firearm')).AddFirearmRoute }),
                  },
                  {
                    path: paths.firearms.path,
                    lazy: async () => ({ Component: (await import('./routes/firearms')).FirearmsRoute }),
                  },
                  {
                    path: paths.firearm.path,
                    lazy: async () => ({ Component: (await import('./routes/firearm')).FirearmRoute }),
                  },
                  {
                    path: paths.editFirearm.path,
                    lazy: async () => ({ Component: (await import('./routes/edit-firearm')).EditFirearmRoute }),
                  },
                  {
                    path: paths.admin.path,
                    lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
                  },
                  {
                    path: paths.account.path,
                    lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

// The router starts the first navigation as it is made (matching, the matched routes' lazy loads):
// in a task after the one that evaluates the app's code and React Router's, not in it (issue 40).
await nextTask();
export const router = createBrowserRouter(routes);
