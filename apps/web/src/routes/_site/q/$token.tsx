import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../../lib/prefetch';
import { QuoteDocumentPage } from '../../../features/quote/QuoteDocumentPage';

// A quote behind its link: the server renders it for the link's holder (never kept in a cache).
export const Route = createFileRoute('/_site/q/$token')({
  loader: ({ context, params }) => prefetch(context, context.trpc.quotes.byToken.queryOptions({ token: params.token })),
  component: QuoteDocumentPage,
});
