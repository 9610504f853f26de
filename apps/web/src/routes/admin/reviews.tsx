import { createFileRoute } from '@tanstack/react-router';
import { ReviewsAdminPage } from '../../features/admin/reviews/ReviewsAdminPage';

export const Route = createFileRoute('/admin/reviews')({
  component: ReviewsAdminPage,
});
