import { createFileRoute } from '@tanstack/react-router';
import { BlogAdminPage } from '../../features/admin/blog/BlogAdminPage';

export const Route = createFileRoute('/admin/blog')({
  component: BlogAdminPage,
});
