// The report of an import or a bulk change: exact counts, the first
// PRICE_REPORT_LIST_MAX entries of each list, and the preview's id, a SHA-256 of
// every change (old and new price included). An apply that sends the id back is
// refused when the same input would now change something else: prices moved since.
import { createHash } from 'node:crypto';
import { PRICE_REPORT_LIST_MAX, type PriceChange, type PriceChangeReport, type RejectedRow, type StoredPriceChanges } from '@hair/domain';

export class ReportBuilder {
  private readonly hash = createHash('sha256');
  private readonly report: PriceChangeReport = {
    applied: false,
    preview_id: '',
    products: 0,
    counts: { added: 0, changed: 0, removed: 0, unchanged: 0, rejected: 0 },
    added: [],
    changed: [],
    removed: [],
    rejected: [],
  };

  /** Changes to the prices of `products` products. */
  addChanges(changes: StoredPriceChanges, products: number): void {
    this.report.products += products;
    this.add('added', changes.added);
    this.add('changed', changes.changed);
    this.add('removed', changes.removed);
    this.report.counts.unchanged += changes.unchanged;
  }

  add(kind: 'added' | 'changed' | 'removed', changes: readonly PriceChange[]): void {
    const list = this.report[kind];
    for (const change of changes) {
      const { product, field, length, texture, grade, tier_min_quantity: tier, old_price: was, new_price: now } = change;
      this.hash.update(`${kind}|${product.id}|${field}|${length}|${texture}|${grade}|${tier}|${was}|${now}\n`);
      if (list.length < PRICE_REPORT_LIST_MAX) list.push(change);
    }
    this.report.counts[kind] += changes.length;
  }

  reject(rows: readonly RejectedRow[]): void {
    this.report.rejected = rows.slice(0, PRICE_REPORT_LIST_MAX);
    this.report.counts.rejected = rows.length;
  }

  /** The report; counts and lists as added, the id over every change. */
  done(applied: boolean): PriceChangeReport {
    return { ...this.report, applied, preview_id: this.hash.digest('hex') };
  }
}
