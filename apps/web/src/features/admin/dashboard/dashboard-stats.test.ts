import { describe, expect, it } from 'vitest';
import { formatGrowth, monthlyGrowthPercent, recentActivity, timeAgo } from './dashboard-stats';

const NOW = new Date(2025, 5, 20, 12, 0, 0); // 20 June 2025, local time
const iso = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

describe('monthlyGrowthPercent', () => {
  it('compares the accounts of this month with all before it', () => {
    const before = Array.from({ length: 10 }, (_, i) => iso(2025, 4, i + 1));
    expect(monthlyGrowthPercent([...before, iso(2025, 5, 1, 0), iso(2025, 5, 19)], NOW)).toBe(20);
    expect(monthlyGrowthPercent([iso(2025, 4, 31, 23), iso(2024, 1, 1), iso(2025, 5, 2)], NOW)).toBe(50);
    expect(monthlyGrowthPercent([iso(2025, 0, 1), iso(2025, 1, 1), iso(2025, 2, 1)], NOW)).toBe(0);
  });

  it('is +100% for a first month with newcomers and 0 without anyone', () => {
    expect(monthlyGrowthPercent([iso(2025, 5, 3)], NOW)).toBe(100);
    expect(monthlyGrowthPercent([], NOW)).toBe(0);
  });

  it('rounds and skips unreadable dates', () => {
    expect(monthlyGrowthPercent([iso(2025, 3, 1), iso(2025, 3, 2), iso(2025, 3, 3), iso(2025, 5, 5), 'garbage'], NOW)).toBe(33);
    expect(formatGrowth(33)).toBe('+33%');
  });
});

describe('recentActivity', () => {
  it('merges every source, newest first, up to the limit', () => {
    const items = recentActivity(
      {
        testimonials: [{ id: 't1', author: 'Amara', created_at: '2025-06-18T10:00:00.000Z' }],
        posts: [
          { slug: 'news', title: 'Factory news', date: '2025-06-10', published: true, published_at: '2025-06-19T08:00:00.000Z' },
          { slug: 'draft', title: 'Next post', date: '2025-06-01', published: false, published_at: null },
        ],
        inquiries: [{ id: 'i1', first_name: 'Lan', last_name: 'Tran', created_at: '2025-06-20T09:00:00.000Z' }],
        reviews: [{ id: 'r1', user: 'Kim', product_name: 'Bone Straight', created_at: '2025-06-17T09:00:00.000Z' }],
        users: [{ id: 'u1', email: 'buyer@shop.test', created_at: '2025-06-16T09:00:00.000Z' }],
      },
      5,
    );
    expect(items.map((a) => a.text)).toEqual([
      'Inquiry from Lan Tran',
      'Blog post published: Factory news',
      'New testimonial from Amara',
      'Review of Bone Straight by Kim',
      'New account: buyer@shop.test',
    ]);
    expect(new Set(items.map((a) => a.key)).size).toBe(5);
  });

  it('leaves out sources that did not load and names drafts as drafts', () => {
    const items = recentActivity({ posts: [{ slug: 'd', title: 'Plan', date: '2025-06-01', published: false, published_at: null }] });
    expect(items).toEqual([{ kind: 'post', key: 'post-d', text: 'Blog draft saved: Plan', at: '2025-06-01' }]);
    expect(recentActivity({})).toEqual([]);
  });
});

describe('timeAgo', () => {
  it('says how long ago in words', () => {
    const now = new Date('2025-06-20T12:00:00.000Z');
    expect(timeAgo('2025-06-20T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2025-06-20T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(timeAgo('2025-06-19T11:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2025-05-01T12:00:00.000Z', now)).toBe('last month');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
