// Business constants, limits and defaults of the site.
// Numbers are plain values so both the server and the browser can use them.

// --- session and layout -------------------------------------------------------
/** Local-storage key of the admin bearer token. */
export const ADMIN_TOKEN_KEY = 'admin_token';
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = SIDEBAR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
/** The sidebar toggles with meta/ctrl + this key. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

// --- storefront --------------------------------------------------------------
export const FEATURED_PRODUCTS_LIMIT = 8;
export const HOME_TESTIMONIALS_LIMIT = 4;
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_HEIGHT_VH = 65;
export const PARTNER_CARD_WIDTH_PX = 160;
export const RELATED_PRODUCTS_CAP = 12;
export const RELATED_CARD_WIDTH_PX = 220;
/** A nested submenu flips left when it would overflow the window by more than this. */
export const SUBMENU_FLIP_MARGIN_PX = 220;
export const PRODUCTS_PAGE_SIZE = 6;
export const DEFAULT_RATING = 5;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
/** A password chosen now (sign-up, reset); signing in still takes the older, shorter ones. */
export const NEW_PASSWORD_MIN_LENGTH = 10;

export interface OfficeHours {
  days: string;
  hours: string;
}
/** En dashes (U+2013) exactly as in the spec. */
export const OFFICE_HOURS: readonly OfficeHours[] = [
  { days: 'Mon–Fri', hours: '9:00–20:00' },
  { days: 'Sat–Sun', hours: '10:00–18:00' },
];
/** The office hours are Hanoi's: every place that shows them names the zone. */
export const OFFICE_TIME_ZONE = 'Vietnam time, UTC+7';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

// --- data cache and tooltips -------------------------------------------------
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** Exponential back-off of the data cache: 1 s, 2 s, 4 s ... capped at 30 s. */
export function queryRetryDelayMs(attemptIndex: number): number {
  const attempt = Number.isFinite(attemptIndex) && attemptIndex > 0 ? Math.floor(attemptIndex) : 0;
  return Math.min(1000 * 2 ** Math.min(attempt, 30), QUERY_RETRY_MAX_DELAY_MS);
}
export const TOOLTIP_DELAY_MS = 700;

export const DEFAULT_CURRENCY = 'USD';

// --- uploads and images ------------------------------------------------------
export const MB = 1024 * 1024;
/** Editor and media-library uploads: larger files get 'File too large (max 5MB)'. */
export const UPLOAD_MAX_BYTES = 5 * MB;

export type ImageUse =
  | 'hero'
  | 'partners'
  | 'statistics'
  | 'showcase'
  | 'testimonials'
  | 'product'
  | 'editor'
  | 'media';
export interface ImageUseLimits {
  /** Recommended output size; absent where the spec gives none. */
  width?: number;
  height?: number;
  maxBytes: number;
}
export const IMAGE_USES: Readonly<Record<ImageUse, ImageUseLimits>> = {
  hero: { width: 2560, height: 823, maxBytes: 5 * MB },
  partners: { width: 400, height: 225, maxBytes: 2 * MB },
  statistics: { width: 1200, height: 675, maxBytes: 3 * MB },
  showcase: { width: 800, height: 450, maxBytes: 3 * MB },
  testimonials: { width: 300, height: 300, maxBytes: 0.5 * MB },
  product: { width: 800, height: 800, maxBytes: 3 * MB },
  editor: { maxBytes: 5 * MB },
  media: { maxBytes: 5 * MB },
};
/** Cropped output is WebP at this quality. */
export const CROP_OUTPUT_TYPE = 'image/webp';
export const CROP_OUTPUT_QUALITY = 0.9;
export const CROP_INITIAL_FRACTION = 0.9;
export const CROPPER_MAX_WIDTH = 800;
export const CROPPER_MAX_HEIGHT = 600;
/** Presets of the editor's image-size panel. */
export const EDITOR_IMAGE_SIZE_PRESETS = [
  { label: 'Full (100%)', width: '100%' },
  { label: '50%', width: '50%' },
  { label: '200px', width: '200px' },
] as const;


// --- site configuration ------------------------------------------------------
export const SITE_CONFIG_SECTIONS = [
  'hero',
  'product_showcase',
  'stats',
  'partners',
  'product_detail',
  'product_categories',
  'mission',
  'values',
  'contact',
  'team',
  'about_figures',
] as const;
export type SiteConfigSection = (typeof SITE_CONFIG_SECTIONS)[number];
/** The site configuration screen has 6 tabs, in this order. */
export const SITE_CONFIG_TABS = [
  'Hero Section',
  'Partners',
  'Statistics',
  'Product Showcase',
  'Media Library',
  'Product Detail',
] as const;

export const PRODUCT_DETAIL_DEFAULTS = {
  cardNote: 'USD per bundle',
  length: '8 to 30 inches',
  qualityGrade: 'Double, Single, Super',
  hairMaterial: '100% human Vietnamese hair, no synthetic',
  howto:
    '<ol>' +
    '<li>Choose the product you want from our catalogue.</li>' +
    '<li>Contact our sales team to confirm the details and the price.</li>' +
    '<li>Give us your shipping details.</li>' +
    '<li>Pay by bank transfer or remittance.</li>' +
    '<li>We ship your order with a tracking number.</li>' +
    '</ol>',
  warranty:
    '<p>We accept warranty claims within 14 days from receipt for manufacturing defects.</p>',
  qa: '<p>The question feature is coming soon.</p>',
} as const;

export const DEFAULT_SHOWCASE = {
  title: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR',
  view_all_text: 'View All',
  view_all_link: '/products',
  buy_now_text: 'BUY NOW',
} as const;

export interface StatItem {
  value: string;
  label: string;
}
/** The year the factory opened; the About page's 'since' and every years-in-business figure follow it. */
export const FOUNDING_YEAR = 2009;
/** Years in business as a stored default shows it, before the pages compute it from FOUNDING_YEAR. */
export const DEFAULT_YEARS_IN_BUSINESS = '15+';

/**
 * Years in business as a figure, e.g. '16+' in 2026: the whole years that have
 * surely passed since FOUNDING_YEAR (the founding month is not known, so the
 * current year does not count yet).
 */
export function yearsInBusiness(today: Date, foundedIn = FOUNDING_YEAR): string {
  return `${Math.max(0, today.getUTCFullYear() - foundedIn - 1)}+`;
}

export const DEFAULT_STATS: readonly StatItem[] = [
  { value: '98%', label: 'Satisfaction' },
  { value: '500+', label: 'Families' },
  { value: DEFAULT_YEARS_IN_BUSINESS, label: 'Years' },
  { value: '24/7', label: 'Support' },
];

export const MISSION_TITLE = 'Our Mission';
export const VALUES_TITLE = 'Our Values';
export const DEFAULT_VALUES: readonly string[] = ['Integrity', 'Excellence', 'Client-First', 'Innovation'];

/** Folders an upload may live in, below the storage root; anything else goes to 'media'. */
export const UPLOAD_FOLDERS = [
  'products',
  'site-media',
  'site-config',
  'testimonials',
  'partners',
  'hero',
  'editor',
  'media',
  'blog',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const DEFAULT_UPLOAD_FOLDER: UploadFolder = 'media';
/** Public URL prefix under which uploaded files are served. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The factory's brand, shown in the header, footer, page titles and demo content. */
export const BRAND_NAME = 'VietSilk Hair';
export const BRAND_TAGLINE = 'Vietnamese human hair, wholesale from our factory';

/** A bundle's weight when its grid does not say (here, not with the schemas: the storefront's line rules read it without zod). */
export const DEFAULT_BUNDLE_GRAMS = 100;
