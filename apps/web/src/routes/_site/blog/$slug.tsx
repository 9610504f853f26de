import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../../../features/blog/BlogPostPage';

export const Route = createFileRoute('/_site/blog/$slug')({
  component: BlogPostPage,
});
