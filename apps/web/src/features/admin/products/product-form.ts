// The product create/edit form: its values, the body it
// sends, and inline validation by the same schema the server applies.
import { DEFAULT_PRODUCT_CATEGORY, emptyTradeTerms, htmlToText, productInputSchema, readProduct, type Product, type TradeTerms } from '@hair/domain';
import { firstMessageByField } from '../../../lib/field-errors';
import { NO_FACTS, factsBody, factsFromProduct, type ProductFactsValues } from './facts/product-facts-form';
import { NO_VIDEO, videoBody, videoUsesFile, type ProductVideoValues } from './video/product-video-form';

/** A gallery picture: its stored URL and its alt text ('' for none). */
export interface GalleryImage {
  url: string;
  alt: string;
}

export interface ProductFormValues {
  name: string;
  /** A category value, '' for none. */
  category: string;
  featured: boolean;
  /** As typed; '' means no price. */
  priceFrom: string;
  priceTo: string;
  /** Stored URLs ('/uploads/...'), as the server gave them. */
  imageUrl: string | null;
  /** The primary image's alt text, '' for none. */
  imageAlt: string;
  /** In the order the product page shows them. */
  gallery: GalleryImage[];
  /** HTML. */
  description: string;
  video: ProductVideoValues;
  /** The product's own terms ('' and [] where the site's apply). */
  tradeTerms: TradeTerms;
  facts: ProductFactsValues;
}

/** The facts' fields, in the order the form shows them. */
export const FACT_FIELDS = ['length', 'qualityGrade', 'hairMaterial', 'cardNote', 'laceSize', 'bundleGrams', 'textures', 'colours', 'tags'] as const;
export type ProductFactField = (typeof FACT_FIELDS)[number];
export type ProductFormField = 'name' | 'priceFrom' | 'priceTo' | 'imageAlt' | 'galleryAlts' | 'tradeTerms' | ProductFactField;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/** New products start in Hair Weave. */
export const NEW_PRODUCT: ProductFormValues = {
  name: '',
  category: DEFAULT_PRODUCT_CATEGORY,
  featured: false,
  priceFrom: '',
  priceTo: '',
  imageUrl: null,
  imageAlt: '',
  gallery: [],
  description: '',
  video: NO_VIDEO,
  tradeTerms: emptyTradeTerms(),
  facts: NO_FACTS,
};

export function formValuesFromProduct(product: Product): ProductFormValues {
  const price = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: product.name,
    category: product.category ?? '',
    featured: product.featured,
    priceFrom: price(product.price_from),
    priceTo: price(product.price_to),
    imageUrl: product.image_url,
    imageAlt: product.image_alt ?? '',
    gallery: product.gallery_images.map((url, index) => ({ url, alt: product.gallery_alts[index] ?? '' })),
    // The reader joins description blocks, html and plain text into one HTML (URLs are not touched here).
    description: readProduct(product, { apiOrigin: '' }).descriptionHtml ?? '',
    video: { url: product.video_url, posterUrl: product.video_poster_url },
    tradeTerms: product.trade_terms,
    facts: factsFromProduct(product),
  };
}

/** True when the editor holds nothing a visitor would see. */
export function isBlankHtml(html: string): boolean {
  return htmlToText(html).trim() === '' && !/<img\b/i.test(html);
}

/** The body of products.create / products.update: the form's fields only, so an update leaves the rest alone. */
export function productBody(values: ProductFormValues) {
  const price = (text: string) => (text.trim() === '' ? null : Number(text));
  const description = isBlankHtml(values.description) ? '' : values.description;
  return {
    name: values.name.trim(),
    category: values.category === '' ? null : values.category,
    featured: values.featured,
    price_from: price(values.priceFrom),
    price_to: price(values.priceTo),
    image_url: values.imageUrl,
    image_alt: values.imageUrl === null || values.imageAlt.trim() === '' ? null : values.imageAlt.trim(),
    gallery_images: values.gallery.map(({ url }) => url),
    gallery_alts: values.gallery.map(({ alt }) => alt.trim()),
    // The description is one html block; the legacy html field is cleared so it cannot show instead.
    description_blocks: description ? [{ type: 'html' as const, html: description }] : [],
    description_html: null,
    ...videoBody(values.video),
    trade_terms: values.tradeTerms,
    ...factsBody(values.facts),
  };
}

const FIELDS: Readonly<Record<string, ProductFormField>> = {
  name: 'name',
  price_from: 'priceFrom',
  price_to: 'priceTo',
  image_alt: 'imageAlt',
  gallery_alts: 'galleryAlts',
  trade_terms: 'tradeTerms',
  length: 'length',
  quality_grade: 'qualityGrade',
  hair_material: 'hairMaterial',
  card_note: 'cardNote',
  lace_size: 'laceSize',
  bundle_grams: 'bundleGrams',
  textures: 'textures',
  colours: 'colours',
  tags: 'tags',
};
const FIELD_LABELS: readonly [RegExp, string][] = [
  [/\bprice_from\b/g, 'Price From'],
  [/\bprice_to\b/g, 'Price To'],
  [/\bbundle_grams\b/g, 'Bundle weight'],
  [/^textures\b/, 'Textures'],
  [/^colours\b/, 'Colours'],
  [/^tags\b/, 'Tags'],
];

/** Messages by field ('Name is required', 'Price To must be greater than or equal to Price From'); {} when valid. */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const parsed = productInputSchema.safeParse(productBody(values));
  if (parsed.success) return {};
  const labelled = parsed.error.issues.map(({ path, message }) => ({
    path,
    message: FIELD_LABELS.reduce((text, [pattern, label]) => text.replace(pattern, label), message),
  }));
  return firstMessageByField(labelled, (key) => FIELDS[key]);
}

/** True when the URL is still shown as the primary image, in the gallery, or is the video or its poster. */
export function usesImage(values: Pick<ProductFormValues, 'imageUrl' | 'gallery' | 'video'>, url: string): boolean {
  return values.imageUrl === url || values.gallery.some((image) => image.url === url) || videoUsesFile(values.video, url);
}

/** The list with the item at `from` moved to `to` (the others keep their order). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
