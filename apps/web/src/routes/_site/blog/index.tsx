import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../../lib/prefetch';
import { BlogListPage } from '../../../features/blog/BlogListPage';
import { parseBlogListSearch } from '@hair/domain';

export const Route = createFileRoute('/_site/blog/')({
  validateSearch: parseBlogListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context, context.trpc.posts.page.queryOptions(deps)),
  component: BlogListPage,
});
