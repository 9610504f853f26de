// schema.org JSON-LD: Product on product pages (its offer and rating), Organization on the home page.
import { BRAND_NAME, type ContactConfig, type ProductView } from '@hair/domain';

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** What a price grid adds to the offer: its bounds and how many length × texture × grade cells it offers. */
export interface GridOffer {
  low: number;
  high: number;
  count: number;
}

/** Approved reviews: their number and average rating. */
export interface RatingSummary {
  count: number;
  average: number;
}

/**
 * The offer of a product: the grid's lowest and highest unit price with its
 * number of offered cells, else the product's price range, or nothing when it
 * has no price ('Contact for price').
 */
function productOffer(view: ProductView, url: string, grid: GridOffer | null): JsonLd | undefined {
  const low = grid?.low ?? view.priceFrom ?? view.priceTo;
  const high = grid?.high ?? view.priceTo ?? view.priceFrom;
  if (low === null || high === null) return undefined;
  return {
    '@type': 'AggregateOffer',
    lowPrice: low,
    highPrice: high,
    priceCurrency: view.currency,
    ...(grid ? { offerCount: grid.count } : {}),
    availability: `${SCHEMA}/${view.inStock ? 'InStock' : 'OutOfStock'}`,
    url,
  };
}

/** The rating of approved reviews; nothing without reviews. */
function productRating(rating: RatingSummary | null): JsonLd | undefined {
  if (!rating || rating.count <= 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: Math.round(rating.average * 100) / 100, reviewCount: rating.count, bestRating: 5, worstRating: 1 };
}

export function productJsonLd(
  view: ProductView,
  opts: { url: string; images: string[]; description: string; category: string | null; grid?: GridOffer | null; rating?: RatingSummary | null },
): JsonLd {
  const offers = productOffer(view, opts.url, opts.grid ?? null);
  const aggregateRating = productRating(opts.rating ?? null);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: view.name,
    image: opts.images,
    description: opts.description,
    sku: view.slug,
    url: opts.url,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    ...(opts.category ? { category: opts.category } : {}),
    ...(offers ? { offers } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
  };
}

const isWebUrl = (url: string) => /^https?:\/\/\S+$/i.test(url);

export function organizationJsonLd(publicUrl: string, contact: ContactConfig | null): JsonLd {
  const contactPoint = {
    '@type': 'ContactPoint',
    contactType: 'sales',
    ...(contact?.whatsapp ? { telephone: contact.whatsapp } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    availableLanguage: ['English', 'Vietnamese'],
  };
  const sameAs = (contact?.socials ?? []).map((s) => s.url.trim()).filter(isWebUrl);
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: BRAND_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    ...(contact?.address ? { address: contact.address } : {}),
    ...(contact?.whatsapp || contact?.email ? { contactPoint } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
