import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../features/catalog/ProductListPage';
import { parseProductListSearch } from '../../../features/catalog/list-search';

export const Route = createFileRoute('/_site/products/')({
  validateSearch: parseProductListSearch,
  component: ProductListPage,
});
