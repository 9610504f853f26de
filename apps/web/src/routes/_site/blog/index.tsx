import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../../lib/prefetch';
import { BlogListPage } from '../../../features/blog/BlogListPage';

export const Route = createFileRoute('/_site/blog/')({
  loader: ({ context }) => prefetch(context, context.trpc.posts.list.queryOptions()),
  component: BlogListPage,
});
