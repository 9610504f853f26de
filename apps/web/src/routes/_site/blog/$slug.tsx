import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../../lib/prefetch';
import { BlogPostPage } from '../../../features/blog/BlogPostPage';

export const Route = createFileRoute('/_site/blog/$slug')({
  loader: ({ context, params }) => prefetch(context, context.trpc.posts.bySlug.queryOptions({ slug: params.slug })),
  component: BlogPostPage,
});
