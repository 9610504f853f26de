import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../../features/auth/AuthPage';
import { parseSignInSearch, returnPathAfterSignIn } from '../../lib/sign-in-return';

export const Route = createFileRoute('/_site/auth')({
  validateSearch: parseSignInSearch,
  // A signed-in visitor is sent on: to the page that asked for sign-in, else home. This
  // runs again when the session changes, so it agrees with the page's own navigation.
  beforeLoad: ({ context, search }) => {
    if (context.session?.user) throw redirect({ href: returnPathAfterSignIn(search), replace: true });
  },
  component: AuthPage,
});
