import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadFeatureStrings } from '@shared/i18n/i18n';
import { strings as problemStrings } from '@shared/problems/locales/strings';
import { RouteRoot, PageSpinner, type RouteHandle } from './route-root';
import { routes, type AppRoute } from './routes';
import { RouteErrorPage } from './route-error';

function toRouteObjects(route: AppRoute): RouteObject[] {
  const handle: RouteHandle = { name: route.name, title: route.title, layout: route.layout, meta: route.meta };
  const load = route.page;
  const strings = route.strings;
  return [route.path, ...(route.aliases ?? [])].map((path) => ({
    path,
    handle,
    ...(route.redirectTo
      ? { element: <Navigate to={route.redirectTo} replace /> }
      : {
          // The page renders once its module, its feature's strings and the sentences of the
          // services' refusals are in.
          lazy: async () => {
            const [page] = await Promise.all([load!(), strings && loadFeatureStrings(strings), loadFeatureStrings(problemStrings)]);
            return { Component: page.default };
          },
        }),
  }));
}

/** The route table as react-router objects; aliases render the same page (docs/product.md §2). */
export const routeObjects: RouteObject[] = [
  {
    element: <RouteRoot />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: routes.flatMap(toRouteObjects),
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
