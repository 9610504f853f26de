// The dashboard's figures computed from real data (growth is counted, not a fixed +12%).

/** Start of the calendar month of `now`, in the admin's time zone. */
function monthStart(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), 1).getTime();
}

/**
 * Growth this month, as a whole percentage: the accounts registered since the
 * first of this month compared with all registered before it
 * (10 before and 2 new -> 20). With nobody before this month, any newcomer is
 * +100 and none is 0. Unreadable dates are skipped.
 */
export function monthlyGrowthPercent(createdAt: readonly string[], now: Date = new Date()): number {
  const start = monthStart(now);
  let before = 0;
  let thisMonth = 0;
  for (const value of createdAt) {
    const time = Date.parse(value);
    if (Number.isNaN(time)) continue;
    if (time < start) before += 1;
    else thisMonth += 1;
  }
  if (before === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round((thisMonth / before) * 100);
}

/** '+20%' (growth is never negative: accounts are only counted, not netted). */
export function formatGrowth(percent: number): string {
  return `+${percent}%`;
}

export type ActivityKind = 'testimonial' | 'post' | 'inquiry' | 'review' | 'user';

export interface Activity {
  kind: ActivityKind;
  /** Unique among the items of the list. */
  key: string;
  text: string;
  /** ISO date or date-time. */
  at: string;
}

export interface ActivitySources {
  testimonials?: readonly { id: string; author: string; created_at: string }[];
  posts?: readonly { slug: string; title: string; date: string; published: boolean; published_at: string | null }[];
  inquiries?: readonly { id: string; first_name: string; last_name: string; created_at: string }[];
  reviews?: readonly { id: string; user: string; product_name?: string; created_at: string }[];
  users?: readonly { id: string; email: string; created_at: string }[];
}

/** The newest changes across the admin's content, newest first. Sources that failed to load are left out. */
export function recentActivity(sources: ActivitySources, limit = 8): Activity[] {
  const items: Activity[] = [
    ...(sources.testimonials ?? []).map((t) => ({ kind: 'testimonial' as const, key: `testimonial-${t.id}`, text: `New testimonial from ${t.author}`, at: t.created_at })),
    ...(sources.posts ?? []).map((p) => ({
      kind: 'post' as const,
      key: `post-${p.slug}`,
      text: p.published ? `Blog post published: ${p.title}` : `Blog draft saved: ${p.title}`,
      at: p.published_at ?? p.date,
    })),
    ...(sources.inquiries ?? []).map((i) => ({ kind: 'inquiry' as const, key: `inquiry-${i.id}`, text: `Inquiry from ${i.first_name} ${i.last_name}`, at: i.created_at })),
    ...(sources.reviews ?? []).map((r) => ({
      kind: 'review' as const,
      key: `review-${r.id}`,
      text: r.product_name ? `Review of ${r.product_name} by ${r.user}` : `Review by ${r.user}`,
      at: r.created_at,
    })),
    ...(sources.users ?? []).map((u) => ({ kind: 'user' as const, key: `user-${u.id}`, text: `New account: ${u.email}`, at: u.created_at })),
  ];
  const time = (a: Activity) => {
    const t = Date.parse(a.at);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return items.sort((a, b) => time(b) - time(a)).slice(0, limit);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'yesterday', 'just now'. */
export function timeAgo(at: string, now: Date = new Date()): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
