// The bare root: public pages get the site layout from the pathless `_site` route,
// /admin its own layout. Unknown paths render the not-found page in the site layout.
// The site configuration (header, footer, contact details) comes with every page.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { prefetch } from '../lib/prefetch';
import { type RouterContext } from '../lib/router-context';
import { NotFoundPage } from '../features/storefront/layout/NotFoundPage';
import { SiteLayout } from '../features/storefront/layout/SiteLayout';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => prefetch(context, context.trpc.siteConfig.list.queryOptions()),
  component: Outlet,
  notFoundComponent: SiteNotFound,
});

function SiteNotFound() {
  return (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  );
}
