import { useRouteError } from 'react-router';
import { RenderFailure } from './render-failure';

/** errorElement of the root route: every render failure in the route tree lands here. */
export function RouteError() {
  return <RenderFailure error={useRouteError()} />;
}
