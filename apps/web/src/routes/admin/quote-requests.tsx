import { createFileRoute } from '@tanstack/react-router';
import { QuoteRequestsAdminPage } from '../../features/admin/quote-requests/QuoteRequestsAdminPage';
import { parsePipelineSearch } from '../../features/admin/quote-requests/pipeline-search';

export const Route = createFileRoute('/admin/quote-requests')({
  validateSearch: parsePipelineSearch,
  component: QuoteRequestsAdminPage,
});
