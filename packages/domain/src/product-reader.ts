// The tolerant product reader of spec point 3: products come from old
// documents, demo data and the API with several spellings per field. The
// reader never throws; whatever it cannot read becomes empty or null.
import { DEFAULT_CURRENCY, PLACEHOLDER_IMAGE } from './constants';
import { parsePrice } from './price';
import { imageListAlts, isRecord, listFromText, toStringList } from './records';
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
}

// --- URLs -------------------------------------------------------------------------

/** 'https://x.com/api/' -> 'https://x.com': the API base without its /api part. */
export function apiOriginFromBase(apiBase: unknown): string {
  if (typeof apiBase !== 'string') return '';
  return apiBase.trim().replace(/\/+$/, '').replace(/\/api$/i, '').replace(/\/+$/, '');
}

/**
 * Absolute URLs (http, https, protocol-relative), data: and blob: URLs are
 * kept; a relative path gets the API origin (without /api) in front.
 */
export function resolveMediaUrl(url: unknown, apiOrigin: unknown): string {
  if (typeof url !== 'string') return '';
  const u = url.trim();
  if (u === '') return '';
  if (/^(?:https?:)?\/\//i.test(u) || /^(?:data|blob):/i.test(u)) return u;
  const origin = apiOriginFromBase(apiOrigin);
  return `${origin}/${u.replace(/^\/+/, '')}`;
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
function readImageAlts(raw: Record<string, unknown>, gallery: unknown, origin: string): Map<string, string> {
  const alts = new Map<string, string>();
  const add = (url: string, alt: string) => {
    if (url !== '' && alt !== '' && !alts.has(url)) alts.set(url, alt);
  };
  const image = pickDefined(raw, ['image_url', 'imageUrl', 'image']);
  const imageAlt = readAlt(pickDefined(raw, ['image_alt', 'imageAlt'])) || (isRecord(image) ? readAlt(image.alt) : '');
  add(resolveMediaUrl(readImage(image), origin), imageAlt);
  const galleryAlts = readAltList(pickDefined(raw, ['gallery_alts', 'galleryAlts'])) ?? imageListAlts(gallery) ?? [];
  toStringList(gallery).forEach((url, index) => add(resolveMediaUrl(url, origin), readAlt(galleryAlts[index])));
  return alts;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase()));
}

function isExplicitFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

// --- html and blocks ------------------------------------------------------------------

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Plain text (or markdown, shown as text) to safe HTML: paragraphs and line breaks. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** True when the text contains an HTML tag, so it is not plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text);
}

/** Text of an HTML fragment, whitespace collapsed (for meta descriptions and previews). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function blockField(block: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const v = block[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    // Editor.js keeps the content in data.{html|text}.
    if (key === 'data' && isRecord(v)) {
      const inner = typeof v.html === 'string' ? v.html : typeof v.text === 'string' ? v.text : null;
      if (inner !== null && inner.trim() !== '') return inner;
    }
  }
  return null;
}

/** Blocks from an array, a JSON string, one block or an html string; unreadable items dropped. */
export function readContentBlocks(value: unknown): ContentBlock[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    list = listFromText(value, (t) => [t]);
  } else if (isRecord(value)) {
    list = [value];
  }
  if (!Array.isArray(list)) return [];
  const blocks: ContentBlock[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      if (item.trim() !== '') blocks.push({ type: 'html', html: item });
      continue;
    }
    if (!isRecord(item)) continue;
    const type = item.type === 'markdown' ? 'markdown' : 'html';
    const block: ContentBlock = { type };
    for (const key of ['html', 'markdown', 'text', 'content'] as const) {
      const v = item[key];
      if (typeof v === 'string') block[key] = v;
    }
    if (typeof item.data === 'string' || isRecord(item.data)) block.data = item.data;
    if (blockToHtml(block) !== '') blocks.push(block);
  }
  return blocks;
}

/** HTML of one block: html blocks as written, markdown and text blocks as escaped text. */
export function blockToHtml(block: ContentBlock): string {
  const b = block as Record<string, unknown>;
  if (block.type === 'markdown') {
    const md = blockField(b, ['markdown', 'text', 'content', 'data', 'html']);
    return md === null ? '' : plainTextToHtml(md);
  }
  const html = blockField(b, ['html', 'content', 'data']);
  if (html !== null) return html;
  const text = blockField(b, ['text', 'markdown']);
  return text === null ? '' : looksLikeHtml(text) ? text : plainTextToHtml(text);
}

/** Joined HTML of the blocks, or null when they hold nothing. */
export function blocksToHtml(blocks: readonly ContentBlock[]): string | null {
  const html = blocks.map(blockToHtml).filter((h) => h.trim() !== '').join('\n');
  return html === '' ? null : html;
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

/** Reads one product in any of the spellings of spec point 3. Never throws. */
export function readProduct(raw: unknown, opts: ReadProductOptions): ProductView {
  const view = emptyView();
  if (!isRecord(raw)) return view;
  const origin = isRecord(opts) && typeof opts.apiOrigin === 'string' ? opts.apiOrigin : '';
  try {
    const slug = readId(raw.slug);
    view.id = readId(raw.id) || readId(raw._id) || slug;
    view.slug = slug || view.id;
    view.name = firstText(raw, ['name', 'title']) ?? '';
    view.category = firstText(raw, ['category']);

    view.imageUrl = resolveMediaUrl(readImage(pickDefined(raw, ['image_url', 'imageUrl', 'image'])), origin);
    const gallery = pickDefined(raw, ['gallery', 'galleryImages', 'gallery_images']);
    view.gallery = unique(toStringList(gallery).map((u) => resolveMediaUrl(u, origin)));
    view.images = unique([view.imageUrl, ...view.gallery]);
    const alts = readImageAlts(raw, gallery, origin);
    view.imageAlts = view.images.map((url) => alts.get(url) ?? '');
    view.thumbnails = unique(toStringList(raw.thumbnails).map((u) => resolveMediaUrl(u, origin)));

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
