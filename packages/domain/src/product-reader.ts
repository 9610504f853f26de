// The tolerant product reader: products come from old documents, demo data and
// the API with several spellings per field (image_url, imageUrl or image; price_from
// or priceFrom; …). The reader never throws; whatever it cannot read becomes empty or null.
import { DEFAULT_CURRENCY, PLACEHOLDER_IMAGE } from './constants';
import { resolveMediaUrl } from './media-urls';
import { parsePrice } from './price';
import { imageListAlts, isRecord, listFromText, toStringList } from './records';
import { blocksToHtml, htmlToText, looksLikeHtml, plainTextToHtml, readContentBlocks } from './rich-text';
import type { ContentBlock } from './schemas/product';

export interface ProductView {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  imageUrl: string;
  gallery: string[];
  /** Main image first, then the gallery, without duplicates (thumbnails row). */
  images: string[];
  /** The stored alt text of each of `images`, by position ('' when it has none). */
  imageAlts: string[];
  thumbnails: string[];
  priceFrom: number | null;
  priceTo: number | null;
  currency: string;
  inStock: boolean;
  featured: boolean;
  descriptionHtml: string | null;
  descriptionBlocks: ContentBlock[];
  descriptionText: string | null;
  length: string | null;
  qualityGrade: string | null;
  hairMaterial: string | null;
  cardNote: string | null;
  howto: string | null;
  warranty: string | null;
  qa: string | null;
}

export interface ReadProductOptions {
  /** Origin that relative media paths are served from, e.g. 'https://shop.example'. */
  apiOrigin: string;
  /** Where stored files are served from instead, when the site has such a place (PUBLIC_MEDIA_URL). */
  mediaBase?: string;
}

// --- small readers ------------------------------------------------------------------

function pickDefined(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    const v = raw[key];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

function readId(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // Mongo-style {$oid: '...'} ids from exported documents.
  if (isRecord(value) && typeof value.$oid === 'string') return value.$oid;
  return '';
}

function readText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' ? null : t;
}

function firstText(raw: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const t = readText(raw[key]);
    if (t !== null) return t;
  }
  return null;
}

function firstPrice(raw: Record<string, unknown>, keys: readonly string[]): number | null {
  for (const key of keys) {
    const n = parsePrice(raw[key]);
    if (n !== null) return n;
  }
  return null;
}

function readImage(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isRecord(value) && typeof value.url === 'string') return value.url.trim();
  return '';
}

/** An alt text as one trimmed line; '' for anything else. */
function readAlt(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Alt texts by position from an array or a JSON array text. */
function readAltList(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? listFromText(value, () => []) : value;
  return Array.isArray(list) ? list.map(readAlt) : undefined;
}

/**
 * The alt text of each image URL (resolved): image_alt for the main image, and
 * gallery_alts by position or the alt of {url, alt} gallery items.
 */
function readImageAlts(raw: Record<string, unknown>, gallery: unknown, resolve: (url: unknown) => string): Map<string, string> {
  const alts = new Map<string, string>();
  const add = (url: string, alt: string) => {
    if (url !== '' && alt !== '' && !alts.has(url)) alts.set(url, alt);
  };
  const image = pickDefined(raw, ['image_url', 'imageUrl', 'image']);
  const imageAlt = readAlt(pickDefined(raw, ['image_alt', 'imageAlt'])) || (isRecord(image) ? readAlt(image.alt) : '');
  add(resolve(readImage(image)), imageAlt);
  const galleryAlts = readAltList(pickDefined(raw, ['gallery_alts', 'galleryAlts'])) ?? imageListAlts(gallery) ?? [];
  toStringList(gallery).forEach((url, index) => add(resolve(url), readAlt(galleryAlts[index])));
  return alts;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase()));
}

function isExplicitFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

/** An html text from blocks first (the admin editor writes blocks), else the legacy string. */
function readRichText(raw: Record<string, unknown>, blockKeys: readonly string[], textKeys: readonly string[]): string | null {
  for (const key of blockKeys) {
    const html = blocksToHtml(readContentBlocks(raw[key]));
    if (html !== null) return html;
  }
  const legacy = firstText(raw, textKeys);
  if (legacy === null) return null;
  return looksLikeHtml(legacy) ? legacy : plainTextToHtml(legacy);
}

// --- the reader -----------------------------------------------------------------------

function emptyView(): ProductView {
  return {
    id: '',
    slug: '',
    name: '',
    category: null,
    imageUrl: '',
    gallery: [],
    images: [],
    imageAlts: [],
    thumbnails: [],
    priceFrom: null,
    priceTo: null,
    currency: DEFAULT_CURRENCY,
    inStock: true,
    featured: false,
    descriptionHtml: null,
    descriptionBlocks: [],
    descriptionText: null,
    length: null,
    qualityGrade: null,
    hairMaterial: null,
    cardNote: null,
    howto: null,
    warranty: null,
    qa: null,
  };
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list.filter((s) => s !== ''))];
}

/** Reads one product in any of its known spellings. Never throws. */
export function readProduct(raw: unknown, opts: ReadProductOptions): ProductView {
  const view = emptyView();
  if (!isRecord(raw)) return view;
  const origin = isRecord(opts) && typeof opts.apiOrigin === 'string' ? opts.apiOrigin : '';
  const mediaBase = isRecord(opts) && typeof opts.mediaBase === 'string' ? opts.mediaBase : undefined;
  const resolve = (url: unknown) => resolveMediaUrl(url, origin, mediaBase);
  try {
    const slug = readId(raw.slug);
    view.id = readId(raw.id) || readId(raw._id) || slug;
    view.slug = slug || view.id;
    view.name = firstText(raw, ['name', 'title']) ?? '';
    view.category = firstText(raw, ['category']);

    view.imageUrl = resolve(readImage(pickDefined(raw, ['image_url', 'imageUrl', 'image'])));
    const gallery = pickDefined(raw, ['gallery', 'galleryImages', 'gallery_images']);
    view.gallery = unique(toStringList(gallery).map(resolve));
    view.images = unique([view.imageUrl, ...view.gallery]);
    const alts = readImageAlts(raw, gallery, resolve);
    view.imageAlts = view.images.map((url) => alts.get(url) ?? '');
    view.thumbnails = unique(toStringList(raw.thumbnails).map(resolve));

    view.priceFrom = firstPrice(raw, ['price_from', 'priceFrom', 'priceFromText', 'price_from_text', 'price']);
    view.priceTo = firstPrice(raw, ['price_to', 'priceTo', 'priceToText', 'price_to_text']);
    const currency = firstText(raw, ['currency']);
    view.currency = currency ? currency.toUpperCase() : DEFAULT_CURRENCY;

    view.inStock = !isExplicitFalse(pickDefined(raw, ['in_stock', 'inStock']));
    view.featured = isTrue(raw.featured);

    const blocks = readContentBlocks(pickDefined(raw, ['description_blocks', 'descriptionBlocks']));
    view.descriptionBlocks = blocks;
    const markdown = firstText(raw, ['description_markdown', 'descriptionMarkdown']);
    const html =
      blocksToHtml(blocks) ??
      firstText(raw, ['descriptionHtml', 'description_html', 'description']) ??
      null;
    view.descriptionHtml =
      html !== null ? (looksLikeHtml(html) ? html : plainTextToHtml(html)) : markdown !== null ? plainTextToHtml(markdown) : null;
    view.descriptionText = markdown ?? (view.descriptionHtml !== null ? htmlToText(view.descriptionHtml) || null : null);

    view.length = firstText(raw, ['length']);
    view.qualityGrade = firstText(raw, ['qualityGrade', 'quality_grade']);
    view.hairMaterial = firstText(raw, ['hairMaterial', 'hair_material']);
    view.cardNote = firstText(raw, ['cardNote', 'card_note']);
    view.howto = readRichText(raw, ['howto_blocks', 'howtoBlocks'], ['howto']);
    view.warranty = readRichText(raw, ['warranty_blocks', 'warrantyBlocks'], ['warranty']);
    view.qa = readRichText(raw, ['qa_blocks', 'qaBlocks'], ['qa']);
  } catch {
    // Getters that throw or other exotic objects: keep what was read so far.
  }
  return view;
}

/** Reads a list: an array, or {items|products|data: [...]}. Non-objects are skipped. */
export function readProducts(raw: unknown, opts: ReadProductOptions): ProductView[] {
  let list: unknown = raw;
  if (isRecord(raw)) list = raw.items ?? raw.products ?? raw.data;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((item) => readProduct(item, opts));
}

/** The main image: the image, else the first gallery item, else the placeholder. */
export function productMainImage(view: Pick<ProductView, 'imageUrl' | 'gallery'>): string {
  return view.imageUrl || view.gallery[0] || PLACEHOLDER_IMAGE;
}

/** Image list for the thumbnails row, never empty (the placeholder when there is none). */
export function productImages(view: Pick<ProductView, 'images' | 'imageUrl' | 'gallery'>): string[] {
  return view.images.length > 0 ? view.images : [productMainImage(view)];
}

export interface ProductImage {
  url: string;
  /** The stored alt text, '' when there is none. */
  alt: string;
}

/** productImages() with each image's stored alt text. */
export function productImagesWithAlts(view: Pick<ProductView, 'images' | 'imageAlts' | 'imageUrl' | 'gallery'>): ProductImage[] {
  return productImages(view).map((url, index) => ({ url, alt: view.imageAlts[index] ?? '' }));
}
