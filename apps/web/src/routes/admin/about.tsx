import { createFileRoute } from '@tanstack/react-router';
import { AboutAdminPage } from '../../features/admin/about/AboutAdminPage';

export const Route = createFileRoute('/admin/about')({
  component: AboutAdminPage,
});
