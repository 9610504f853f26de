import { createFileRoute } from '@tanstack/react-router';
import { QuotePage } from '../../features/quote/QuotePage';

// The list lives in the browser (or the buyer's account): nothing to read before the page renders.
export const Route = createFileRoute('/_site/quote')({
  component: QuotePage,
});
