// A bulk change of prices (decision 015): every stored price of the grids a
// category (with its children), a texture or a grade reaches moves by a
// percentage, rounded to cents; so do the own prices of the category's products
// without a grid when no texture or grade is named. The preview reads the
// products in batches; the apply does the same inside one transaction, holding
// each batch's rows, and is refused (409) when prices moved since its preview.
import {
  PRICE_CHANGE_MESSAGES,
  categoryWithDescendants,
  effectiveCategories,
  priceAboveMax,
  scaleGrid,
  scaleOwnPrices,
  storedPriceChanges,
  toCategorySlug,
  type BulkChangeInput,
  type GridUpdate,
  type PriceChangeReport,
} from '@hair/domain';
import { loadCategories } from '../categories/store';
import type { Db } from '../db/client';
import { conflict } from '../errors';
import { boundsHistoryRows, type PriceChangeOrigin } from '../price-history/mapper';
import { recordPriceChanges } from '../price-history/store';
import { setProductPrices } from '../products/store';
import { invalidField } from '../shared/validation';
import { ReportBuilder } from './report';
import { bulkBatch, writeGridUpdates, type BulkScope } from './store';

/** Products read (and, in an apply, held and written) at a time. */
const BULK_BATCH_SIZE = 200;

async function scopeOf(db: Db, input: BulkChangeInput): Promise<BulkScope> {
  const scope: BulkScope = { texture: input.texture, grade: input.grade };
  if (input.category !== undefined) {
    const categories = effectiveCategories(await loadCategories(db));
    const slug = toCategorySlug(input.category);
    if (!categories.some((c) => toCategorySlug(c.value) === slug)) throw invalidField(['category'], PRICE_CHANGE_MESSAGES.unknownCategory(input.category));
    scope.categories = categoryWithDescendants(slug, categories);
  }
  return scope;
}

/** Works through the scope batch by batch; with an origin it writes each batch too (the caller's transaction holds them). */
async function run(db: Db, input: BulkChangeInput, origin: PriceChangeOrigin | null): Promise<PriceChangeReport> {
  const scope = await scopeOf(db, input);
  const movesOwnPrices = scope.texture === undefined && scope.grade === undefined;
  const report = new ReportBuilder();
  let after: string | undefined;
  do {
    const batch = await bulkBatch(db, scope, after, BULK_BATCH_SIZE, origin !== null);
    const updates: GridUpdate[] = [];
    for (const grid of batch.grids) {
      const update = scaleGrid(grid, scope, input.percent);
      if (!update) continue;
      const changes = storedPriceChanges(update);
      if (priceAboveMax(changes.changed)) throw invalidField(['percent'], PRICE_CHANGE_MESSAGES.tooHigh(grid.name));
      if (changes.changed.length === 0) continue;
      report.addChanges(changes, 1);
      updates.push(update);
    }
    const owned = (movesOwnPrices ? batch.ungridded : []).flatMap((product) => {
      const scaled = scaleOwnPrices(product, input.percent);
      if (!scaled || scaled.changes.length === 0) return [];
      if (priceAboveMax(scaled.changes)) throw invalidField(['percent'], PRICE_CHANGE_MESSAGES.tooHigh(product.name));
      report.addChanges({ added: [], changed: scaled.changes, removed: [], unchanged: 0 }, 1);
      return [{ product, ...scaled }];
    });
    if (origin) {
      await writeGridUpdates(db, updates, origin);
      await setProductPrices(db, owned.map(({ product, priceFrom, priceTo }) => ({ id: product.id, priceFrom, priceTo })));
      await recordPriceChanges(db, owned.flatMap(({ product, priceFrom, priceTo }) => boundsHistoryRows(product.id, product, { priceFrom, priceTo }, origin)));
    }
    after = batch.last;
  } while (after !== undefined);
  return report.done(origin !== null);
}

/** What the change would do; nothing is stored. */
export function previewBulkChange(db: Db, input: BulkChangeInput): Promise<PriceChangeReport> {
  return run(db, input, null);
}

/** Applies the change in one transaction; 409 when prices moved since the preview `preview_id`. */
export function applyBulkChange(db: Db, input: BulkChangeInput, origin: PriceChangeOrigin): Promise<PriceChangeReport> {
  return db.transaction(async (tx) => {
    const report = await run(tx, input, origin);
    if (input.preview_id !== undefined && input.preview_id !== report.preview_id) throw conflict(PRICE_CHANGE_MESSAGES.changedSincePreview);
    return report;
  });
}
