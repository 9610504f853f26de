import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '../../../features/admin/products/ProductEditorPage';

export const Route = createFileRoute('/admin/products/$id')({
  component: ProductEditorPage,
});
