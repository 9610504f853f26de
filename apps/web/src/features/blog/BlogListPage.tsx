// Blog list /blog and /blog?category=…&page=…: title, date, category and excerpt of
// each published post, newest first, ten to a page, with links to the three
// categories. While loading it says 'Loading posts…', with nothing to show 'No posts found.'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BLOG_META, BLOG_PAGE_SIZE, TEXTS, blogListHref, pageCount, postCategoryLabel, type PostSummary } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { usePageMeta } from '../../lib/page-meta';
import { HOME_CRUMB, PageBanner } from '../about/PageBanner';
import { RouterLink } from '../../lib/router-link';
import { useTRPC } from '../../lib/trpc';
import { blogErrorText, postPath } from './blog-posts';
import { BLOG_TEXTS } from './blog-texts';
import { PostDate } from './PostDate';
import { BlogCategoryLinks } from './BlogCategoryLinks';

export function BlogListPage() {
  usePageMeta(BLOG_META);
  const search = useSearch({ from: '/_site/blog/' });
  const trpc = useTRPC();
  const posts = useQuery(trpc.posts.page.queryOptions(search));
  const categoryLabel = search.category ? postCategoryLabel(search.category) : null;
  const page = search.page ?? 1;
  const pages = pageCount(posts.data?.total ?? 0, BLOG_PAGE_SIZE);
  useLastPageForPastTheEnd(page, posts.data ? pages : null);

  return (
    <>
      <PageBanner
        crumbs={categoryLabel ? [HOME_CRUMB, { label: TEXTS.navBlog, href: '/blog' }, { label: categoryLabel }] : [HOME_CRUMB, { label: TEXTS.navBlog }]}
        overline={BLOG_TEXTS.overline}
        title={categoryLabel ?? BLOG_TEXTS.heading}
        lead={BLOG_TEXTS.lead}
      />
      <PageContainer maxWidth="md">
        <BlogCategoryLinks current={search.category} />
        {posts.isPending ? (
          <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
            {TEXTS.loadingPosts}
          </Typography>
        ) : posts.isError ? (
          <Alert severity="error" variant="outlined">
            {blogErrorText(posts.error)}
          </Alert>
        ) : posts.data.items.length === 0 ? (
          <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
            {TEXTS.noPosts}
          </Typography>
        ) : (
          <Stack component="ul" spacing={{ xs: 3, md: 4 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {posts.data.items.map((post) => (
              <PostItem key={post.slug} post={post} />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Box component="nav" aria-label={BLOG_TEXTS.pagination} sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              shape="rounded"
              siblingCount={1}
              renderItem={(item) => <PaginationItem {...item} component={RouterLink} href={blogListHref(search.category, item.page ?? 1)} />}
            />
          </Box>
        )}
      </PageContainer>
    </>
  );
}

/** An old link past the last page (fewer posts now) shows the last page instead. */
function useLastPageForPastTheEnd(page: number, pages: number | null) {
  const navigate = useNavigate({ from: '/blog/' });
  useEffect(() => {
    if (pages !== null && page > pages) void navigate({ search: (s) => ({ ...s, page: pages > 1 ? pages : undefined }), replace: true });
  }, [navigate, page, pages]);
}

function PostItem({ post }: { post: PostSummary }) {
  const href = postPath(post.slug);
  return (
    <Box
      component="li"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: 'secondary.main',
        p: { xs: 2.5, md: 4 },
      }}
    >
      <Box component="article">
        <PostDate post={post} category />
        <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.65rem' }, mt: 1, mb: 1.5, lineHeight: 1.3 }}>
          <Link href={href} underline="hover" color="inherit">
            {post.title}
          </Link>
        </Typography>
        {post.excerpt && (
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{post.excerpt}</Typography>
        )}
        <Link
          href={href}
          underline="hover"
          aria-label={`${BLOG_TEXTS.readMore}: ${post.title}`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 2, fontWeight: 600, color: 'secondary.dark' }}
        >
          {BLOG_TEXTS.readMore}
          <ArrowForward fontSize="small" aria-hidden="true" />
        </Link>
      </Box>
    </Box>
  );
}
