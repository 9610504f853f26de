// The demo content of an empty site: brand, categories, site-config sections,
// testimonials and partners. Products and reviews live in catalogue.ts, blog
// posts in posts.ts; all of it is re-exported here, so that the tests have one
// place to import the demo data from.
import {
  ABOUT_FIGURES_TITLE,
  BUILT_IN_CATEGORIES,
  DEFAULT_COMPANY_VALUES,
  DEFAULT_SHOWCASE,
  DEFAULT_TEAM,
  FOUNDING_YEAR,
  MISSION_TITLE,
  OFFICE_HOURS,
  OFFICE_TIME_ZONE,
  TEAM_TITLE,
  YEARS_IN_BUSINESS_LABEL,
  aboutFigures,
  yearsInBusiness,
  PRODUCT_DETAIL_DEFAULTS,
  SITE_CONFIG_SECTIONS,
  VALUES_TITLE,
  BRAND_NAME,
  type Category,
  type SiteConfigSection,
} from '@hair/domain';
import type { HairColour, HairTexture } from './hair-art';
import { SEED_QA_HTML, SEED_TRADE_TERMS } from './trade-terms';

export * from './catalogue';
export * from './posts';
export * from './trade-terms';

export { BRAND_NAME };

/**
 * The category tree: the four built-ins, the textures and colours of the Hair
 * Weave menu as its children, and Slavic/Europe hair. The storefront
 * navigation reads the same list from the product_categories section.
 */
export const SEED_CATEGORIES: readonly Category[] = [
  ...BUILT_IN_CATEGORIES,
  { value: 'slavic-europe-hair', label: 'Slavic/Europe Hair', parent: null },
  { value: 'straight', label: 'Bone Straight', parent: 'hair-weave' },
  { value: 'body-wave', label: 'Body Wave', parent: 'hair-weave' },
  { value: 'deep-wave', label: 'Deep Wave', parent: 'hair-weave' },
  { value: 'curly', label: 'Curly', parent: 'hair-weave' },
  { value: 'natural-black', label: 'Natural Black', parent: 'hair-weave' },
  { value: 'blonde', label: 'Blonde', parent: 'hair-weave' },
  { value: 'brown', label: 'Brown', parent: 'hair-weave' },
  { value: 'ombre', label: 'Ombre', parent: 'hair-weave' },
  { value: 'red', label: 'Red', parent: 'hair-weave' },
];

// --- images that are not product photos -------------------------------------------------

export interface SeedHeroImage {
  key: string;
  alt: string;
  colour: HairColour;
  texture: HairTexture;
  background: [string, string];
  glow: string;
}

export const SEED_HERO_IMAGES: readonly SeedHeroImage[] = [
  {
    key: 'site-config/hero-1.webp',
    alt: 'Natural black Vietnamese body wave hair flowing on a dark background',
    colour: 'natural-black',
    texture: 'body-wave',
    background: ['#0b0806', '#2a1b12'],
    glow: '#c8955a',
  },
  {
    key: 'site-config/hero-2.webp',
    alt: 'Blonde 613 body wave hair catching warm light',
    colour: 'blonde',
    texture: 'body-wave',
    background: ['#0e0a07', '#3a2616'],
    glow: '#f0c983',
  },
  {
    key: 'site-config/hero-3.webp',
    alt: 'Ombre deep wave hair, dark roots to honey blonde ends',
    colour: 'ombre',
    texture: 'deep-wave',
    background: ['#0d0608', '#3a1420'],
    glow: '#d98a5f',
  },
];

export interface SeedPartner {
  id: string;
  name: string;
  /** Badge colour of the logo. */
  colour: string;
}

export const SEED_PARTNERS: readonly SeedPartner[] = [
  { id: 'lagos-luxe-hair', name: 'Lagos Luxe Hair', colour: '#7a4b2a' },
  { id: 'crown-beauty-supply', name: 'Crown Beauty Supply', colour: '#1f3a5f' },
  { id: 'silk-strand-distributors', name: 'Silk Strand Distributors', colour: '#5b2a4a' },
  { id: 'harbour-hair-studio', name: 'Harbour Hair Studio', colour: '#2f5d50' },
  { id: 'maison-cheveux', name: 'Maison Cheveux', colour: '#8a6a2f' },
  { id: 'accra-glam-collective', name: 'Accra Glam Collective', colour: '#8c2f39' },
];

export function partnerLogoKey(partner: SeedPartner): string {
  return `partners/seed-${partner.id}.webp`;
}

// --- testimonials ---------------------------------------------------------------------------

export interface SeedTestimonial {
  quote: string;
  author: string;
  role: string;
  rating: number;
  featured: boolean;
  /** Gradient of the avatar behind the initials. */
  avatarColours: [string, string];
}

/** Trade buyers; listed newest first, as the site shows them. */
export const SEED_TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    quote:
      `We switched our whole bone straight line to ${BRAND_NAME} two years ago. The double drawn bundles are full to the ends, the colour matches from one order to the next, and my clients keep coming back for a second install.`,
    author: 'Amara Okafor',
    role: 'Salon owner, Lagos, Nigeria',
    rating: 5,
    featured: true,
    avatarColours: ['#7a4b2a', '#c8955a'],
  },
  {
    quote:
      'Samples arrived in five days, the full order in nine. The 13x4 frontals melt beautifully and the lace is genuinely HD. Communication on WhatsApp is fast, even across the time difference.',
    author: 'Danielle Brooks',
    role: 'Beauty supply owner, Atlanta, USA',
    rating: 5,
    featured: true,
    avatarColours: ['#1f3a5f', '#6f8fb8'],
  },
  {
    quote:
      'As a distributor I need consistency more than anything. Every lot comes with photos and videos before shipping, and the deep wave holds its pattern after washing. Our return rate dropped noticeably.',
    author: 'Priya Shah',
    role: 'Hair distributor, London, UK',
    rating: 5,
    featured: true,
    avatarColours: ['#5b2a4a', '#b06a8e'],
  },
  {
    quote:
      'The blonde 613 takes toner evenly, which is rare. We colour most of what we sell in the studio, so that alone saved us hours a week. Pricing for the 20 inch and up is very fair.',
    author: 'Chloe Tran',
    role: 'Studio founder, Sydney, Australia',
    rating: 4,
    featured: true,
    avatarColours: ['#2f5d50', '#7fb3a0'],
  },
  {
    quote:
      'Good raw hair at a fair price per kilo. Shipping to Texas took a little longer in peak season, but the team kept us updated with tracking the whole way.',
    author: 'Marcus Johnson',
    role: 'Wholesale buyer, Houston, USA',
    rating: 4,
    featured: false,
    avatarColours: ['#8a6a2f', '#d1b06b'],
  },
];

export function testimonialAvatarKey(testimonial: SeedTestimonial): string {
  const slug = testimonial.author.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `testimonials/seed-${slug}.webp`;
}

// --- site configuration ----------------------------------------------------------------------

const SEED_CONTACT = {
  whatsapp: '+84 912 345 678',
  email: 'sales@vietsilkhair.vn',
  address: '18 Nguyen Trai Street, Thanh Xuan District, Hanoi, Vietnam',
  tagline: `Premium Vietnamese human hair, factory direct since ${FOUNDING_YEAR}`,
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/vietsilkhair' },
    { name: 'Instagram', url: 'https://www.instagram.com/vietsilkhair' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@vietsilkhair' },
    { name: 'YouTube', url: 'https://www.youtube.com/@vietsilkhair' },
  ],
  office_hours: OFFICE_HOURS.map((h) => ({ ...h })),
  time_zone: OFFICE_TIME_ZONE,
};

/**
 * The home page's statistics. Their years in business are the About figures'
 * (both from yearsInBusiness), so the two pages agree.
 */
function seedStats(today: Date): { value: string; label: string }[] {
  return [
    { value: '98%', label: 'Buyer satisfaction' },
    { value: '500+', label: 'Salons and distributors' },
    { value: yearsInBusiness(today), label: YEARS_IN_BUSINESS_LABEL },
    { value: '24/7', label: 'WhatsApp support' },
  ];
}

const SEED_MISSION =
  `${BRAND_NAME} makes premium hair extensions from 100% human Vietnamese hair for salons, ` +
  'beauty supply stores and distributors around the world. We buy directly from donors, sort and ' +
  'draw every bundle by hand in our Hanoi workshop, and ship consistent quality at factory prices, ' +
  'so that our partners can grow their business with hair they are proud to sell.';

export interface SeedSiteConfigRecord {
  section: SiteConfigSection;
  title: string | null;
  config: Record<string, unknown>;
}

/** An html content block, the form the admin editor stores. */
function htmlBlocks(html: string): { type: 'html'; html: string }[] {
  return [{ type: 'html', html }];
}

/** Every site-config section, with the built-in defaults (product detail, values, team) where there are some; `today` dates the years in business. */
export function seedSiteConfig(urlForKey: (key: string) => string, today = new Date()): SeedSiteConfigRecord[] {
  const records: Record<SiteConfigSection, Omit<SeedSiteConfigRecord, 'section'>> = {
    hero: {
      title: null,
      config: {
        title: 'Premium Vietnamese Hair, Factory Direct',
        subtitle:
          'Raw and double drawn bundles, closures and frontals for salons and distributors worldwide. Consistent quality, wholesale prices, shipped from Hanoi.',
        cta_text: 'Shop Wholesale',
        cta_link: '/products',
        images: SEED_HERO_IMAGES.map((image) => ({ url: urlForKey(image.key), alt: image.alt })),
      },
    },
    product_showcase: { title: null, config: { ...DEFAULT_SHOWCASE } },
    stats: { title: null, config: { stats: seedStats(today) } },
    partners: {
      title: null,
      config: {
        title: 'Trusted by Salons and Distributors Worldwide',
        partners: SEED_PARTNERS.map((p) => ({ id: p.id, name: p.name, image: urlForKey(partnerLogoKey(p)), url: '#' })),
      },
    },
    product_detail: {
      title: null,
      config: {
        length: PRODUCT_DETAIL_DEFAULTS.length,
        qualityGrade: PRODUCT_DETAIL_DEFAULTS.qualityGrade,
        hairMaterial: PRODUCT_DETAIL_DEFAULTS.hairMaterial,
        cardNote: PRODUCT_DETAIL_DEFAULTS.cardNote,
        howto_blocks: htmlBlocks(PRODUCT_DETAIL_DEFAULTS.howto),
        warranty_blocks: htmlBlocks(PRODUCT_DETAIL_DEFAULTS.warranty),
        // The answers buyers look for, in place of the built-in 'coming soon' (the default without a Q&A).
        qa_blocks: htmlBlocks(SEED_QA_HTML),
        howto: PRODUCT_DETAIL_DEFAULTS.howto,
        warranty: PRODUCT_DETAIL_DEFAULTS.warranty,
        qa: SEED_QA_HTML,
        trade_terms: SEED_TRADE_TERMS,
      },
    },
    product_categories: { title: null, config: { categories: SEED_CATEGORIES.map((c) => ({ ...c })) } },
    mission: { title: MISSION_TITLE, config: { text: SEED_MISSION } },
    values: { title: VALUES_TITLE, config: { values: DEFAULT_COMPANY_VALUES.map((v) => ({ ...v })) } },
    contact: { title: null, config: structuredClone(SEED_CONTACT) },
    team: { title: TEAM_TITLE, config: { members: DEFAULT_TEAM.map((m) => ({ ...m })) } },
    about_figures: { title: ABOUT_FIGURES_TITLE, config: { figures: aboutFigures(yearsInBusiness(today)) } },
  };
  return SITE_CONFIG_SECTIONS.map((section) => ({ section, ...records[section] }));
}
