import { createFileRoute } from '@tanstack/react-router';
import { ProductsAdminPage } from '../../../features/admin/products/ProductsAdminPage';

export const Route = createFileRoute('/admin/products/')({
  component: ProductsAdminPage,
});
