// Hard-coded fallbacks for an empty or unreachable catalogue:
// four demo products for the showcase and two demo testimonials.
import { DEFAULT_CURRENCY, DEFAULT_RATING } from '@hair/domain';
import { type ProductCardData } from '@hair/ui';

export interface HomeTestimonial {
  id: string;
  quote: string;
  author: string;
  role: string | null;
  imageUrl: string | null;
  rating: number;
}

function demoProduct(id: string, name: string, imageUrl: string, priceFrom: number | null, priceTo: number | null): ProductCardData {
  return { id, slug: id, name, imageUrl, gallery: [], priceFrom, priceTo, currency: DEFAULT_CURRENCY };
}

/** Pictures of the bundled hero set stand in for product photos. */
export const DEMO_PRODUCTS: readonly ProductCardData[] = [
  demoProduct('demo-natural-black-body-wave', 'Natural Black Body Wave Bundles', '/hero/hero-1.webp', 32, 112),
  demoProduct('demo-blonde-613-straight', 'Blonde 613 Silky Straight Weave', '/hero/hero-3.webp', 38, 128),
  demoProduct('demo-colour-collection', 'Custom Colour Bundle Collection', '/hero/hero-2.webp', null, null),
  demoProduct('demo-double-drawn-bone-straight', 'Double Drawn Bone Straight Weave 1B', '/hero/hero-1.webp', 28, 96),
];

export const DEMO_TESTIMONIALS: readonly HomeTestimonial[] = [
  {
    id: 'demo-1',
    quote: 'The bundles are full from root to tip and the colour matches from one order to the next. My clients notice the difference.',
    author: 'Grace Mensah',
    role: 'Salon owner, Accra',
    imageUrl: null,
    rating: DEFAULT_RATING,
  },
  {
    id: 'demo-2',
    quote: 'Fast answers on WhatsApp, photos of every lot before shipping and honest wholesale prices. A supplier we can build on.',
    author: 'Sophie Laurent',
    role: 'Hair distributor, Paris',
    imageUrl: null,
    rating: DEFAULT_RATING,
  },
];
