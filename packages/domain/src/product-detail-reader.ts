// What the product page reads of a product beyond what a card shows: its QC video
// and its own trade terms. Kept apart from readProduct, so that the pages that list
// products do not carry it. No zod here: the storefront uses this.
import { readProduct, type ProductView, type ReadProductOptions } from './product-reader';
import { readProductVideo, type ProductVideo } from './product-video';
import { isRecord } from './records';
import { readTradeTerms, type TradeTerms } from './trade-terms';

export interface ProductDetailView extends ProductView {
  /** The QC video, shown after the pictures; null without one. */
  video: ProductVideo | null;
  /** The product's own trade terms ('' and [] where the site's apply). */
  tradeTerms: TradeTerms;
}

/** Reads one product for its page, in any of its known spellings. Never throws. */
export function readProductDetail(raw: unknown, opts: ReadProductOptions): ProductDetailView {
  const record = isRecord(raw) ? raw : {};
  return {
    ...readProduct(raw, opts),
    video: readProductVideo(record, typeof opts?.apiOrigin === 'string' ? opts.apiOrigin : ''),
    tradeTerms: readTradeTerms(record.trade_terms ?? record.tradeTerms),
  };
}
