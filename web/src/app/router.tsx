import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteRoot, PageSpinner, type RouteHandle } from './route-root';
import { routes, type AppRoute } from './routes';
import { RouteErrorPage } from './route-error';

function toRouteObjects(route: AppRoute): RouteObject[] {
  const handle: RouteHandle = { name: route.name, title: route.title, layout: route.layout, meta: route.meta };
  const load = route.page;
  return [route.path, ...(route.aliases ?? [])].map((path) => ({
    path,
    handle,
    ...(route.redirectTo
      ? { element: <Navigate to={route.redirectTo} replace /> }
      : { lazy: async () => ({ Component: (await load!()).default }) }),
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
