import { createFileRoute } from '@tanstack/react-router';
import { ApiTokensAdminPage } from '../../features/admin/api-tokens/ApiTokensAdminPage';

export const Route = createFileRoute('/admin/api-tokens')({
  component: ApiTokensAdminPage,
});
