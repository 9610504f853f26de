import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../features/catalog/ProductDetailPage';

export const Route = createFileRoute('/_site/product/$id')({
  component: ProductDetailPage,
});
