import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/AuthPage';

export const Route = createFileRoute('/_site/auth')({
  // A signed-in visitor is sent home (spec point 6); this runs again when the session changes.
  beforeLoad: ({ context }) => {
    if (context.session?.user) throw redirect({ to: '/', replace: true });
  },
  component: AuthPage,
});
