// The newest changes across the admin's content: testimonials, blog posts,
// inquiries, reviews and new accounts, each linking to where it is managed.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuoteOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TEXTS } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { recentActivity, timeAgo, type ActivityKind, type ActivitySources } from './dashboard-stats';

export const NO_ACTIVITY = 'No recent activity yet.';

const KINDS: Readonly<Record<ActivityKind, { icon: typeof SvgIcon; href: string }>> = {
  testimonial: { icon: FormatQuoteIcon, href: '/admin/testimonials' },
  post: { icon: ArticleIcon, href: '/admin/blog' },
  inquiry: { icon: MailIcon, href: '/admin/inquiries' },
  review: { icon: RateReviewIcon, href: '/admin/reviews' },
  // Accounts have no admin screen of their own; the dashboard counts them.
  user: { icon: PersonAddIcon, href: '/admin' },
};

export type RecentActivityCardProps = Pick<ActivitySources, 'testimonials' | 'users'>;

export function RecentActivityCard({ testimonials, users }: RecentActivityCardProps) {
  const trpc = useTRPC();
  const posts = useQuery(trpc.posts.list.queryOptions({ published: false }));
  const inquiries = useQuery(trpc.inquiries.list.queryOptions(undefined, { select: (data) => data.items }));
  const reviews = useQuery(trpc.reviews.list.queryOptions());
  const loading = posts.isPending || inquiries.isPending || reviews.isPending;
  const items = recentActivity({ testimonials, users, posts: posts.data, inquiries: inquiries.data, reviews: reviews.data });

  return (
    <Card component="section" aria-labelledby="recent-activity-title" aria-busy={loading} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography id="recent-activity-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          {ADMIN_TEXTS.recentActivity}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The latest messages, reviews, posts and sign-ups.
        </Typography>
        {loading ? (
          <Box aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Typography sx={{ py: 3, color: 'text.secondary' }}>{NO_ACTIVITY}</Typography>
        ) : (
          <List disablePadding>
            {items.map((item) => {
              const { icon: Icon, href } = KINDS[item.kind];
              return (
                <ListItem key={item.key} disablePadding divider>
                  <ListItemButton href={href} sx={{ px: 1, alignItems: 'flex-start' }}>
                    <ListItemIcon sx={{ minWidth: 40, mt: 0.75, color: 'secondary.dark' }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={item.text}
                      secondary={<time dateTime={item.at}>{timeAgo(item.at)}</time>}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
