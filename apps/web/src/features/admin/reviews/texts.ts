// Texts of the review moderation screen (new: the spec's reviews lived only in
// the browser; now they are stored and wait for approval).
import type { ReviewStatus } from '@hair/domain';

export const REVIEW_ADMIN_TEXTS = {
  pageTitle: 'Reviews',
  pageDescription: 'Buyer reviews wait here until you approve them; only approved reviews appear on product pages.',
  filterLabel: 'Show',
  all: 'All',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<ReviewStatus, string>,
  listLabel: 'Reviews',
  empty: 'No reviews here.',
  approve: 'Approve',
  reject: 'Reject',
  delete: 'Delete',
  ratingLabel: (n: number) => `${n} out of 5 stars`,
  confirmDelete: 'Delete this review?',
  approved: 'Review approved',
  rejected: 'Review rejected',
  deleted: 'Review deleted',
  updateFailed: 'Failed to update review',
  deleteFailed: 'Failed to delete review',
  fetchFailed: 'Failed to fetch reviews',
  retry: 'Retry',
} as const;
