// Every /admin screen: the access guard of spec point 4 and the admin layout.
// The router runs beforeLoad again whenever the session changes (see App).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/layout/AdminLayout';

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context }) => {
    const { session } = context;
    // While the stored token is checked the layout shows a spinner.
    if (!session || session.loading) return;
    if (!session.user) throw redirect({ to: '/auth', replace: true });
    if (!session.isAdmin) throw redirect({ to: '/', replace: true });
  },
  component: AdminLayout,
});
