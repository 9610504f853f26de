// The average of a product's ratings and how the page writes it. No zod here:
// the storefront's bundle uses these without the schemas.
import { isRecord } from './records';

/** Mean rating rounded to 2 decimals; 0 when there is no (valid) rating. */
export function averageRating(reviews: readonly { rating: unknown }[] | null | undefined): number {
  if (!Array.isArray(reviews)) return 0;
  let sum = 0;
  let count = 0;
  for (const r of reviews) {
    const n = isRecord(r) ? r.rating : undefined;
    if (typeof n === 'number' && Number.isFinite(n)) {
      sum += n;
      count += 1;
    }
  }
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}

/** '4.60': the detail page shows two decimals. */
export function formatRating(value: number): string {
  return (Number.isFinite(value) ? value : 0).toFixed(2);
}
