// A post's date as a <time> element, in the muted overline style of the blog.
import Typography from '@mui/material/Typography';
import type { PostSummary } from '@hair/domain';
import { formatPostDate, postDay } from './blog-posts';

export function PostDate({ post }: { post: Pick<PostSummary, 'date' | 'published_at'> }) {
  const day = postDay(post);
  if (!day) return null;
  return (
    <Typography component="time" dateTime={day} variant="overline" sx={{ display: 'block', color: 'secondary.dark', lineHeight: 1.6 }}>
      {formatPostDate(day)}
    </Typography>
  );
}
