// The demo products: the curated catalogue, then variations of it (other
// lengths and grades, same photos) until the requested count. Each is what an
// admin's save would send; the API reads it with its own product schema.
import type { SeedProduct as ProductRecord, UrlForKey } from '@hair/api';
import { toSlug } from '@hair/domain';
import { SEED_PRODUCTS, type SeedProduct } from './content';
import { productImageKeys } from './images';
import { offerFacts } from './offers';
import { SEED_PRODUCT_TRADE_TERMS } from './trade-terms';

/** Lengths offered per bundle, in inches; the navigation's 12 to 18 first. */
const VARIATION_LENGTHS = [12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 10, 8] as const;
const VARIATION_GRADES = [
  { grade: 'Double Drawn', priceFactor: 1 },
  { grade: 'Super Double Drawn', priceFactor: 1.12 },
  { grade: 'Single Drawn', priceFactor: 0.9 },
] as const;
const SHORTEST_LENGTH = 8;
const LONGEST_LENGTH = 30;

interface Variation {
  name: string;
  length: string;
  qualityGrade: string;
  priceFrom: number;
  priceTo: number;
  inStock: boolean;
}

/** The k-th variation of a curated product: lengths first, then grades, then further lots. */
function variationOf(base: SeedProduct, k: number): Variation {
  const inches = VARIATION_LENGTHS[k % VARIATION_LENGTHS.length]!;
  const round = Math.floor(k / VARIATION_LENGTHS.length);
  const { grade, priceFactor } = VARIATION_GRADES[round % VARIATION_GRADES.length]!;
  const lot = Math.floor(round / VARIATION_GRADES.length);
  const name = [base.name, `${inches} inch`, round > 0 ? grade : '', lot > 0 ? `Lot ${lot + 1}` : '']
    .filter((part) => part !== '')
    .join(' ');
  // Price grows with length across the product's range; 'to' is the single-bundle price, 'from' the bulk one.
  const share = (inches - SHORTEST_LENGTH) / (LONGEST_LENGTH - SHORTEST_LENGTH);
  const price = Math.round((base.priceFrom + (base.priceTo - base.priceFrom) * share) * priceFactor);
  return {
    name,
    length: `${inches} inches`,
    qualityGrade: round > 0 ? grade : offerFacts(base.offer).quality_grade,
    priceFrom: price,
    priceTo: Math.round(price * 1.18),
    inStock: base.inStock && k % 11 !== 10,
  };
}

/** A curated product as the products API takes it. */
function curatedFields(product: SeedProduct, urlForKey: UrlForKey) {
  const images = productImageKeys(product);
  return {
    name: product.name,
    category: product.category,
    image_url: urlForKey(images.image),
    gallery_images: images.gallery.map(urlForKey),
    price_from: product.priceFrom,
    price_to: product.priceTo,
    currency: 'USD',
    in_stock: product.inStock,
    featured: product.featured,
    description_blocks: [{ type: 'html', html: product.description }],
    ...offerFacts(product.offer),
    hair_material: product.hairMaterial,
    card_note: product.cardNote,
    colours: product.colours,
    tags: product.tags,
    lace_size: product.laceSize ?? null,
    bundle_grams: product.bundleGrams ?? null,
    trade_terms: SEED_PRODUCT_TRADE_TERMS[product.name] ?? null,
  };
}

/**
 * `count` products: the curated ones first, then variations. `newest` is the
 * creation time of the first; each next one is a minute older, so the order is stable.
 */
export function demoProducts(count: number, urlForKey: UrlForKey, newest: Date): ProductRecord[] {
  const curated = SEED_PRODUCTS.map((product) => curatedFields(product, urlForKey));
  const records: ProductRecord[] = [];
  const slugs = new Set<string>();
  const uniqueSlug = (name: string, index: number) => {
    const slug = toSlug(name);
    const unique = slugs.has(slug) ? `${slug.slice(0, 90)}-${index}` : slug;
    slugs.add(unique);
    return unique;
  };
  for (let index = 0; index < count; index += 1) {
    const baseIndex = index % SEED_PRODUCTS.length;
    const base = curated[baseIndex]!;
    const variation = index < SEED_PRODUCTS.length ? null : variationOf(SEED_PRODUCTS[baseIndex]!, Math.floor(index / SEED_PRODUCTS.length) - 1);
    const fields = variation
      ? {
        ...base,
        name: variation.name,
        price_from: variation.priceFrom,
        price_to: variation.priceTo,
        in_stock: variation.inStock,
        featured: false,
        length: variation.length,
        quality_grade: variation.qualityGrade,
      }
      : base;
    records.push({ slug: uniqueSlug(fields.name, index), createdAt: new Date(newest.getTime() - index * 60_000), fields });
  }
  return records;
}
