import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsAdminPage } from '../../features/admin/testimonials/TestimonialsAdminPage';

export const Route = createFileRoute('/admin/testimonials')({
  component: TestimonialsAdminPage,
});
