import { createFileRoute } from '@tanstack/react-router';
import { InquiriesAdminPage } from '../../features/admin/inquiries/InquiriesAdminPage';
import { parseInquirySearch } from '../../features/admin/inquiries/inbox-search';

export const Route = createFileRoute('/admin/inquiries')({
  validateSearch: parseInquirySearch,
  component: InquiriesAdminPage,
});
