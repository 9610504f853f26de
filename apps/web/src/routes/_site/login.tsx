import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseSignInSearch } from '../../lib/sign-in-return';

// The address buyers guess for the sign-in page: the server answers with a redirect to /auth, keeping where to return.
export const Route = createFileRoute('/_site/login')({
  validateSearch: parseSignInSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/auth', search, replace: true });
  },
});
