import { FullPageSpinner } from '@casino/ui/spinner';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnly, RoleGate, StaffOnly } from './guards';
import { ConsoleLayout } from './layouts/console-layout';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { SignInPage } from './routes/sign-in';
import { SCREENS, type Screen } from './screens';

/** A screen's route: its role check, then its page, loaded when first opened. */
const screenRoute = (screen: Screen): RouteObject => ({
  element: <RoleGate roles={screen.roles} />,
  children: [
    {
      path: `${screen.path}/*`,
      lazy: async () => ({ Component: (await screen.page()).default }),
    },
  ],
});

/** The console's one route table (addresses under /backoffice/); its screens come from screens.ts. */
export function createRoutes(screens: readonly Screen[] = SCREENS): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { path: 'sign-in', element: <GuestOnly />, children: [{ index: true, element: <SignInPage /> }] },
        {
          element: <StaffOnly />,
          children: [
            {
              element: <ConsoleLayout screens={screens} />,
              children: [
                { index: true, element: <HomePage screens={screens} /> },
                ...screens.map(screenRoute),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Vite's base (/backoffice/) is the router's too. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

export const router = createBrowserRouter(createRoutes(), { basename: BASENAME });
