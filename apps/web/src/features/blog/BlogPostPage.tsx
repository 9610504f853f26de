// Blog post /blog/{slug}: title, date and the HTML content, which
// the server sanitized when it was saved. 'Loading…' while it loads; on an error
// or a missing post, 'Post not found', the error text and a link back.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { BLOG_META, TEXTS, type Post } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { usePageMeta } from '../../lib/page-meta';
import { HOME_CRUMB } from '../about/PageBanner';
import { articleTypography } from './article-typography';
import { useTRPC } from '../../lib/trpc';
import { blogErrorText } from './blog-posts';
import { PostDate } from './PostDate';

const BLOG_PATH = '/blog';

function BackToBlog() {
  return (
    <Button href={BLOG_PATH} variant="outlined" startIcon={<ArrowBack aria-hidden="true" />}>
      {TEXTS.backToBlog}
    </Button>
  );
}

export function BlogPostPage() {
  const { slug } = useParams({ from: '/_site/blog/$slug' });
  const trpc = useTRPC();
  const post = useQuery(trpc.posts.bySlug.queryOptions({ slug }));
  usePageMeta(
    post.data
      ? { title: post.data.title, description: post.data.excerpt || BLOG_META.description }
      : { title: post.isError ? TEXTS.postNotFound : TEXTS.navBlog },
  );

  if (post.isPending) {
    return (
      <PageContainer maxWidth="md">
        <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 8 }}>
          {TEXTS.loading}
        </Typography>
      </PageContainer>
    );
  }
  if (post.isError) {
    return (
      <PageContainer maxWidth="sm">
        <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 2 }}>
            {TEXTS.postNotFound}
          </Typography>
          <Typography role="alert" sx={{ color: 'text.secondary', mb: 4, overflowWrap: 'anywhere' }}>
            {blogErrorText(post.error)}
          </Typography>
          <BackToBlog />
        </Box>
      </PageContainer>
    );
  }
  return <PostArticle post={post.data} />;
}

function PostArticle({ post }: { post: Post }) {
  return (
    <Box component="article">
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', pt: { xs: 3, md: 5 }, pb: { xs: 4, md: 6 } }}>
        <Container maxWidth="md">
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 3, md: 4 }, fontSize: '0.875rem' }}>
            <Link href={HOME_CRUMB.href} underline="hover" color="text.secondary">
              {HOME_CRUMB.label}
            </Link>
            <Link href={BLOG_PATH} underline="hover" color="text.secondary">
              {TEXTS.navBlog}
            </Link>
            <Typography aria-current="page" noWrap sx={{ fontSize: 'inherit', color: 'text.primary', maxWidth: { xs: '12rem', sm: '28rem' } }}>
              {post.title}
            </Typography>
          </Breadcrumbs>
          <PostDate post={post} category />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' }, lineHeight: 1.2, mt: 1 }}>
            {post.title}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {/* Sanitized by the server on save (no script, no handlers, no javascript: URLs). */}
        <Box sx={articleTypography} dangerouslySetInnerHTML={{ __html: post.content }} />
        <Divider sx={{ my: { xs: 4, md: 6 } }} />
        <BackToBlog />
      </Container>
    </Box>
  );
}
