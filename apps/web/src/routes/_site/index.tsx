import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../lib/prefetch';
import { FEATURED_PRODUCTS_INPUT, HOME_TESTIMONIALS_INPUT } from '../../features/storefront/home/home-queries';
import { HomePage } from '../../features/storefront/home/HomePage';

export const Route = createFileRoute('/_site/')({
  loader: ({ context: { trpc, ...context } }) =>
    prefetch(context, trpc.products.list.queryOptions(FEATURED_PRODUCTS_INPUT), trpc.testimonials.list.queryOptions(HOME_TESTIMONIALS_INPUT)),
  component: HomePage,
});
