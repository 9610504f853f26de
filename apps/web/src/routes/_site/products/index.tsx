import { parseProductListSearch } from '@hair/domain';
import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../../lib/prefetch';
import { productFacetsInput, productListInput } from '../../../features/catalog/catalog-queries';
import { ProductListPage } from '../../../features/catalog/ProductListPage';

export const Route = createFileRoute('/_site/products/')({
  validateSearch: parseProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetch(
      context,
      context.trpc.products.list.queryOptions(productListInput('', deps)),
      context.trpc.products.facets.queryOptions(productFacetsInput('', deps)),
    ),
  component: ProductListPage,
});
