import { createFileRoute } from '@tanstack/react-router';
import { InquiriesAdminPage } from '../../features/admin/inquiries/InquiriesAdminPage';

export const Route = createFileRoute('/admin/inquiries')({
  component: InquiriesAdminPage,
});
