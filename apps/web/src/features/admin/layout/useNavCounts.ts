// The counts beside the sidebar's Inquiries and Reviews links: unread inquiries
// and reviews waiting for approval. Checked again every minute, so a message
// that arrives while the admin works shows up without a reload.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

const REFRESH_MS = 60_000;

export interface NavCounts {
  unreadInquiries: number;
  pendingReviews: number;
}

export function useNavCounts(): NavCounts {
  const trpc = useTRPC();
  const unread = useQuery(trpc.inquiries.unreadCount.queryOptions(undefined, { refetchInterval: REFRESH_MS, select: (data) => data.count }));
  const pending = useQuery(trpc.reviews.list.queryOptions({ status: 'pending' }, { refetchInterval: REFRESH_MS, select: (rows) => rows.length }));
  return { unreadInquiries: unread.data ?? 0, pendingReviews: pending.data ?? 0 };
}
