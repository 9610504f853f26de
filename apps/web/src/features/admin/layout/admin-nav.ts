// The admin sidebar's links: the dashboard and the five content sections, plus
// the inquiries inbox, the sales pipeline's quote requests, review moderation and the integrators' API tokens.
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuoteOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export type AdminPath =
  | '/admin'
  | '/admin/products'
  | '/admin/testimonials'
  | '/admin/blog'
  | '/admin/about'
  | '/admin/site-config'
  | '/admin/inquiries'
  | '/admin/quote-requests'
  | '/admin/reviews'
  | '/admin/api-tokens';

export interface AdminNavItem {
  label: string;
  to: AdminPath;
  icon: typeof SvgIcon;
  /** Active only on this exact path (the dashboard), not on the paths below it. */
  exact?: boolean;
  /** The count shown beside the link. */
  badge?: 'unreadInquiries' | 'pendingReviews';
  /** Spoken with the count, e.g. '3 unread'. */
  badgeHint?: string;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardIcon, exact: true },
  { label: 'Products', to: '/admin/products', icon: InventoryIcon },
  { label: 'Testimonials', to: '/admin/testimonials', icon: FormatQuoteIcon },
  { label: 'Blog', to: '/admin/blog', icon: ArticleIcon },
  { label: 'About', to: '/admin/about', icon: InfoIcon },
  { label: 'Site Configuration', to: '/admin/site-config', icon: TuneIcon },
  { label: 'Inquiries', to: '/admin/inquiries', icon: MailIcon, badge: 'unreadInquiries', badgeHint: 'unread' },
  { label: 'Quote requests', to: '/admin/quote-requests', icon: RequestQuoteIcon },
  { label: 'Reviews', to: '/admin/reviews', icon: RateReviewIcon, badge: 'pendingReviews', badgeHint: 'pending' },
  { label: 'API tokens', to: '/admin/api-tokens', icon: KeyIcon },
];

/** The link's accessible name: its label, with the count when there is one ('Inquiries, 3 unread'). */
export function navItemName(item: AdminNavItem, count: number): string {
  return count > 0 && item.badgeHint ? `${item.label}, ${count} ${item.badgeHint}` : item.label;
}
