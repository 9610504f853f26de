// A post's date as a <time> element, in the muted overline style of the blog,
// optionally followed by the post's category.
import Typography from '@mui/material/Typography';
import { postCategoryLabel, type PostSummary } from '@hair/domain';
import { formatPostDate, postDay } from './blog-posts';

interface PostDateProps {
  post: Pick<PostSummary, 'date' | 'published_at' | 'category'>;
  /** Also name the post's category after the date. */
  category?: boolean;
}

export function PostDate({ post, category = false }: PostDateProps) {
  const day = postDay(post);
  if (!day && !category) return null;
  return (
    <Typography component="p" variant="overline" sx={{ color: 'secondary.dark', lineHeight: 1.6 }}>
      {day && <time dateTime={day}>{formatPostDate(day)}</time>}
      {day && category && ' · '}
      {category && postCategoryLabel(post.category)}
    </Typography>
  );
}
