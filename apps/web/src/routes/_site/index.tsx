import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/storefront/home/HomePage';

export const Route = createFileRoute('/_site/')({
  component: HomePage,
});
