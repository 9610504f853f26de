// The price file's export, a page at a time: the REST route streams the pages
// one after the other, so a large catalogue is never held in memory whole.
import { priceFileHeader, priceFileRows, CSV_BOM } from '@hair/domain';
import type { Db } from '../db/client';
import { storedGridsPage } from './store';

/** Products (with their grids) per page. */
const EXPORT_PAGE_PRODUCTS = 200;

/**
 * One page of the file: products with a grid in slug order, after the slug
 * `after`. The first page starts with the byte-order mark (so Excel reads
 * UTF-8) and the header. `next` is the slug to continue after, or null at the end.
 */
export async function priceFilePage(db: Db, after?: string): Promise<{ csv: string; next: string | null }> {
  const grids = await storedGridsPage(db, after, EXPORT_PAGE_PRODUCTS);
  const head = after === undefined ? CSV_BOM + priceFileHeader() : '';
  return {
    csv: head + grids.map(priceFileRows).join(''),
    next: grids.length === EXPORT_PAGE_PRODUCTS ? grids[grids.length - 1]!.slug : null,
  };
}
