// What the product page reads of a product beyond what a card shows: its QC video,
// its own trade terms and its listed facts (textures, colours, tags, lace size, grams). Kept apart from readProduct, so that the pages that list
// products do not carry it. No zod here: the storefront uses this.
import { readProduct, type ProductView, type ReadProductOptions } from './product-reader';
import { readProductVideo, type ProductVideo } from './product-video';
import { isRecord, toIntegerish, toStringList } from './records';
import { readTradeTerms, type TradeTerms } from './trade-terms';

export interface ProductDetailView extends ProductView {
  /** The QC video, shown after the pictures; null without one. */
  video: ProductVideo | null;
  /** The product's own trade terms ('' and [] where the site's apply). */
  tradeTerms: TradeTerms;
  /** Texture and colour names, tags ([] when unset). */
  textures: string[];
  colours: string[];
  tags: string[];
  /** e.g. '13x4'; null when unset. */
  laceSize: string | null;
  /** Grams of one bundle; null when unset. */
  bundleGrams: number | null;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function readWholeNumber(value: unknown): number | null {
  const n = toIntegerish(value);
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Reads one product for its page, in any of its known spellings. Never throws. */
export function readProductDetail(raw: unknown, opts: ReadProductOptions): ProductDetailView {
  const record = isRecord(raw) ? raw : {};
  return {
    ...readProduct(raw, opts),
    video: readProductVideo(record, typeof opts?.apiOrigin === 'string' ? opts.apiOrigin : ''),
    tradeTerms: readTradeTerms(record.trade_terms ?? record.tradeTerms),
    textures: toStringList(record.textures),
    colours: toStringList(record.colours ?? record.colors),
    tags: toStringList(record.tags),
    laceSize: readText(record.lace_size ?? record.laceSize),
    bundleGrams: readWholeNumber(record.bundle_grams ?? record.bundleGrams),
  };
}
