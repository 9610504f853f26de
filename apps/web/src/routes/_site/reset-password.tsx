import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';

/** The link of the reset mail carries its token; anything else is no token. */
function parseResetSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}

export const Route = createFileRoute('/_site/reset-password')({
  validateSearch: parseResetSearch,
  component: ResetPasswordPage,
});
