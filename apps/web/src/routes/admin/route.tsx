// Every /admin screen: the access guard (no user: /auth; not an admin: /) and the admin layout.
// The router runs beforeLoad again whenever the session changes (see App).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/layout/AdminLayout';

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => {
    const { session } = context;
    // While the stored token is checked the layout shows a spinner.
    if (!session || session.loading) return;
    // After sign-in the admin comes back to this page (lib/sign-in-return.ts).
    if (!session.user) throw redirect({ to: '/auth', replace: true, search: { redirect: location.href } });
    if (!session.isAdmin) throw redirect({ to: '/', replace: true });
  },
  component: AdminLayout,
});
