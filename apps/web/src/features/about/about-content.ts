// The About page's own content: its texts, the client testimonials shown when
// none are stored, and the mission shown before one is configured (the values,
// figures and team defaults are @hair/domain's, which the server answers too).
import { BRAND_NAME, FOUNDING_YEAR, type Testimonial } from '@hair/domain';

export const ABOUT_TEXTS = {
  breadcrumb: 'About Us',
  overline: 'Our story',
  lead: `Since ${FOUNDING_YEAR} our Hanoi workshop has turned donor hair from the villages of northern Vietnam into bundles, closures and frontals for salons and distributors on five continents.`,
  teamHeading: 'Meet the Team',
  teamLead: 'The people who sort, draw, check and ship every order.',
  testimonialsHeading: 'What Our Clients Say',
  testimonialsLead: 'Salon owners and distributors who buy from our factory.',
} as const;

/** Shown when the mission section has no text yet. */
export const FALLBACK_MISSION =
  `${BRAND_NAME} makes premium hair extensions from 100% human Vietnamese hair for salons, beauty supply stores and ` +
  'distributors around the world, with consistent quality at factory prices.';

export type ClientTestimonial = Pick<Testimonial, 'id' | 'quote' | 'author' | 'role' | 'image_url' | 'rating'>;

/** Shown when the server has no testimonials, or cannot be reached. */
export const FALLBACK_TESTIMONIALS: readonly ClientTestimonial[] = [
  {
    id: 'about-fallback-1',
    quote:
      'The double drawn bundles are full from root to tip and the colour matches from one order to the next. My clients notice the difference.',
    author: 'Grace Mensah',
    role: 'Salon owner, Accra, Ghana',
    image_url: null,
    rating: 5,
  },
  {
    id: 'about-fallback-2',
    quote:
      'They send photos and a video of every lot before shipping. As a distributor, that consistency is worth more to me than any discount.',
    author: 'Sophie Laurent',
    role: 'Hair distributor, Paris, France',
    image_url: null,
    rating: 5,
  },
  {
    id: 'about-fallback-3',
    quote: 'Samples in five days, the bulk order in ten, and quick answers on WhatsApp the whole way through.',
    author: 'Keisha Williams',
    role: 'Beauty supply owner, Chicago, USA',
    image_url: null,
    rating: 5,
  },
];

/** How many stored testimonials the About page shows (newest first). */
