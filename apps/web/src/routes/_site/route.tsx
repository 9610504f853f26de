// Every public page: the storefront's header, navigation and footer around it.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../../features/storefront/layout/SiteLayout';

export const Route = createFileRoute('/_site')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
