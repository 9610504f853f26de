// The admin's list of posts: title, date, excerpt, and Edit and
// Delete; drafts are marked.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ADMIN_TEXTS, postCategoryLabel, type PostSummary } from '@hair/domain';
import { formatPostDate } from '../../blog/blog-posts';
import { BLOG_ADMIN_TEXTS as T } from './texts';

export interface BlogPostListProps {
  posts: PostSummary[] | undefined;
  /** The slug whose Edit or Delete is running. */
  busySlug: string | null;
  onEdit(post: PostSummary): void;
  onDelete(post: PostSummary): void;
}

export function BlogPostList({ posts, busySlug, onEdit, onDelete }: BlogPostListProps) {
  if (!posts) {
    return (
      <Stack spacing={2}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={132} />
        ))}
      </Stack>
    );
  }
  if (posts.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{T.noPosts}</Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" aria-label={T.postsLabel} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post) => (
        <Paper component="li" variant="outlined" key={post.slug} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={0.75} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="body2" color="text.secondary" component="span">
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {postCategoryLabel(post.category)}
                </Typography>
                <Chip
                  size="small"
                  label={post.published ? T.published : T.draft}
                  color={post.published ? 'success' : 'default'}
                  variant="outlined"
                />
              </Stack>
              <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
                {post.title}
              </Typography>
              {post.excerpt && (
                <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {post.excerpt}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
              <Button size="small" variant="outlined" startIcon={<EditOutlined />} disabled={busySlug === post.slug} onClick={() => onEdit(post)}>
                {ADMIN_TEXTS.edit}
              </Button>
              <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={busySlug === post.slug} onClick={() => onDelete(post)}>
                {ADMIN_TEXTS.delete}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
