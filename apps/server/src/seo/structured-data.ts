// schema.org JSON-LD: Product on product pages, Organization on the home page.
import { BRAND_NAME, type ContactConfig, type ProductView } from '@hair/domain';

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** The offer of a product: its price range, or nothing when it has no price ('Contact for price'). */
function productOffer(view: ProductView, url: string): JsonLd | undefined {
  const low = view.priceFrom ?? view.priceTo;
  const high = view.priceTo ?? view.priceFrom;
  if (low === null || high === null) return undefined;
  return {
    '@type': 'AggregateOffer',
    lowPrice: low,
    highPrice: high,
    priceCurrency: view.currency,
    availability: `${SCHEMA}/${view.inStock ? 'InStock' : 'OutOfStock'}`,
    url,
  };
}

export function productJsonLd(view: ProductView, opts: { url: string; images: string[]; description: string; category: string | null }): JsonLd {
  const offers = productOffer(view, opts.url);
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
