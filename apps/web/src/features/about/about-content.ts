// The About page's own content: what the spec fixes in the client (team, client
// testimonials when none are stored) and the fallbacks for an empty configuration.
import { BRAND_NAME, type Testimonial } from '@hair/domain';

export const ABOUT_TEXTS = {
  breadcrumb: 'About Us',
  overline: 'Our story',
  lead: 'Since 2009 our Hanoi workshop has turned donor hair from the villages of northern Vietnam into bundles, closures and frontals for salons and distributors on five continents.',
  teamHeading: 'Meet the Team',
  teamLead: 'The people who sort, draw, check and ship every order.',
  testimonialsHeading: 'What Our Clients Say',
  testimonialsLead: 'Salon owners and distributors who buy from our factory.',
} as const;

/** Shown when the mission section has no text yet. */
export const FALLBACK_MISSION =
  `${BRAND_NAME} makes premium hair extensions from 100% human Vietnamese hair for salons, beauty supply stores and ` +
  'distributors around the world, with consistent quality at factory prices.';

export interface FactoryFact {
  value: string;
  label: string;
}

export const FACTORY_FACTS: readonly FactoryFact[] = [
  { value: '2009', label: 'Founded in Hanoi' },
  { value: '120+', label: 'Craftspeople' },
  { value: '40+', label: 'Countries shipped to' },
  { value: '14 days', label: 'Warranty on every order' },
];

/** One line under each of the spec's values; a value an admin adds shows without one. */
export const VALUE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  integrity: 'Honest grading, real photos and videos of your lot before it ships, and prices without surprises.',
  excellence: 'Every bundle is sorted, drawn and checked by hand, so the hundredth order matches the first.',
  'client-first': 'Fast answers on WhatsApp, samples before bulk orders and a warranty we stand behind.',
  innovation: 'New textures, HD lace and colour techniques developed with the stylists who use them.',
};

export function valueDescription(value: string): string | undefined {
  return VALUE_DESCRIPTIONS[value.trim().toLowerCase()];
}

export interface TeamMember {
  name: string;
  title: string;
  bio: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Nguyễn Thị Lan',
    title: 'Founder & Managing Director',
    bio: 'Lan grew up in a family of hair collectors in Bắc Ninh and opened the workshop in 2009 with six craftspeople. She still approves every new texture before it reaches the catalogue.',
  },
  {
    name: 'Trần Minh Đức',
    title: 'Head of Production',
    bio: 'Đức runs the drawing, wefting and steaming lines. Twenty years with raw hair taught him to judge a bundle’s density by hand.',
  },
  {
    name: 'Phạm Thu Hà',
    title: 'Export Sales Manager',
    bio: 'Hà looks after our distributors in Africa, Europe and North America, from the first sample to repeat orders and shipping paperwork.',
  },
  {
    name: 'Lê Hoàng Nam',
    title: 'Quality Control Lead',
    bio: 'Nam’s team checks length, weight, cuticle direction and colour on every lot, and films it for the buyer before it leaves the factory.',
  },
];

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
