import { parseGridSearch } from '@hair/domain';
import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../../lib/prefetch';
import { relatedCandidatesInput } from '../../../features/catalog/catalog-queries';
import { ProductDetailPage } from '../../../features/catalog/ProductDetailPage';

export const Route = createFileRoute('/_site/product/$id')({
  // ?length=22&texture=body-wave&grade=double-drawn&tier=2: the price grid pick of a shared link.
  validateSearch: parseGridSearch,
  loader: async ({ context, params }) => {
    const { trpc, queryClient } = context;
    const byId = trpc.products.byId.queryOptions({ id: params.id });
    await prefetch(context, byId);
    // On the server the product is here now: its reviews and related products come with the page.
    const product = queryClient.getQueryData(byId.queryKey);
    if (!product) return;
    await prefetch(
      context,
      trpc.reviews.forProduct.queryOptions({ productId: product.id }),
      trpc.prices.byProduct.queryOptions({ productId: product.id }),
      ...(product.category ? [trpc.products.list.queryOptions(relatedCandidatesInput(product.category))] : []),
    );
  },
  component: ProductDetailPage,
});
