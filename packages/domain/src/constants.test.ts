import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN_KEY,
  CROP_INITIAL_FRACTION,
  CROP_OUTPUT_QUALITY,
  CROPPER_MAX_HEIGHT,
  CROPPER_MAX_WIDTH,
  DEFAULT_CURRENCY,
  DEFAULT_RATING,
  DEFAULT_SHOWCASE,
  DEFAULT_STATS,
  DEFAULT_VALUES,
  FEATURED_PRODUCTS_LIMIT,
  HERO_AUTOPLAY_MS,
  HERO_HEIGHT_VH,
  HOME_TESTIMONIALS_LIMIT,
  IMAGE_USES,
  MAX_RATING,
  MB,
  MIN_RATING,
  MISSION_TITLE,
  MOBILE_BREAKPOINT_PX,
  OFFICE_HOURS,
  PARTNER_CARD_WIDTH_PX,
  PASSWORD_MIN_LENGTH,
  PLACEHOLDER_IMAGE,
  PRODUCT_DETAIL_DEFAULTS,
  PRODUCTS_PAGE_SIZE,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_MAX_DELAY_MS,
  queryRetryDelayMs,
  RELATED_CARD_WIDTH_PX,
  RELATED_PRODUCTS_CAP,
  SIDEBAR_COOKIE_MAX_AGE_DAYS,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  SITE_CONFIG_SECTIONS,
  SITE_CONFIG_TABS,
  SUBMENU_FLIP_MARGIN_PX,
  TOOLTIP_DELAY_MS,
  UPLOAD_MAX_BYTES,
  VALUES_TITLE,
} from './constants';
import { BUILT_IN_CATEGORIES, DEFAULT_PRODUCT_CATEGORY, DETAIL_DEFAULT_CATEGORY_LABEL } from './categories';

describe('business constants', () => {
  it('has the session, layout and storefront numbers', () => {
    expect(ADMIN_TOKEN_KEY).toBe('admin_token');
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
    expect(SIDEBAR_COOKIE_MAX_AGE_DAYS).toBe(7);
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect(FEATURED_PRODUCTS_LIMIT).toBe(8);
    expect(HOME_TESTIMONIALS_LIMIT).toBe(4);
    expect(HERO_AUTOPLAY_MS).toBe(5000);
    expect(HERO_HEIGHT_VH).toBe(65);
    expect(PARTNER_CARD_WIDTH_PX).toBe(160);
    expect(RELATED_PRODUCTS_CAP).toBe(12);
    expect(RELATED_CARD_WIDTH_PX).toBe(220);
    expect(SUBMENU_FLIP_MARGIN_PX).toBe(220);
    expect(PRODUCTS_PAGE_SIZE).toBe(6);
    expect([DEFAULT_RATING, MIN_RATING, MAX_RATING]).toEqual([5, 1, 5]);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PLACEHOLDER_IMAGE).toBe('/placeholder.svg');
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('writes office hours with en dashes (U+2013)', () => {
    expect(OFFICE_HOURS).toEqual([
      { days: 'Mon\u2013Fri', hours: '9:00\u201320:00' },
      { days: 'Sat\u2013Sun', hours: '10:00\u201318:00' },
    ]);
    expect(OFFICE_HOURS.map((h) => h.days).join('')).not.toContain('-');
  });

  it('has the cache, retry and tooltip timings', () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(QUERY_RETRIES).toBe(3);
    expect(QUERY_RETRY_MAX_DELAY_MS).toBe(30_000);
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  it('backs off exponentially and caps the retry delay at 30 s', () => {
    expect([0, 1, 2, 3, 4].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(queryRetryDelayMs(5)).toBe(30_000);
    expect(queryRetryDelayMs(1e9)).toBe(30_000);
    expect(queryRetryDelayMs(Number.POSITIVE_INFINITY)).toBe(1000);
    expect(queryRetryDelayMs(Number.NaN)).toBe(1000);
    expect(queryRetryDelayMs(-3)).toBe(1000);
  });

  it('has the image recommendations and limits', () => {
    expect(MB).toBe(1_048_576);
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1_048_576);
    expect(IMAGE_USES).toEqual({
      hero: { width: 2560, height: 823, maxBytes: 5 * MB },
      partners: { width: 400, height: 225, maxBytes: 2 * MB },
      statistics: { width: 1200, height: 675, maxBytes: 3 * MB },
      showcase: { width: 800, height: 450, maxBytes: 3 * MB },
      testimonials: { width: 300, height: 300, maxBytes: 524_288 },
      product: { width: 800, height: 800, maxBytes: 3 * MB },
      editor: { maxBytes: 5 * MB },
      media: { maxBytes: 5 * MB },
    });
    expect([CROP_OUTPUT_QUALITY, CROP_INITIAL_FRACTION, CROPPER_MAX_WIDTH, CROPPER_MAX_HEIGHT]).toEqual([0.9, 0.9, 800, 600]);
  });

  it('has the built-in categories and product defaults', () => {
    expect(BUILT_IN_CATEGORIES).toEqual([
      { value: 'hair-weave', label: 'Hair Weave', parent: null },
      { value: 'hair-closure', label: 'Hair Closure', parent: null },
      { value: 'hair-frontal', label: 'Hair Frontal', parent: null },
      { value: 'hair-bundle', label: 'Hair Bundle', parent: null },
    ]);
    expect(DEFAULT_PRODUCT_CATEGORY).toBe('hair-weave');
    expect(DETAIL_DEFAULT_CATEGORY_LABEL).toBe('Uncategorized');
    expect(PRODUCT_DETAIL_DEFAULTS.cardNote).toBe('USD per bundle');
    expect(PRODUCT_DETAIL_DEFAULTS.length).toContain('8 to 30 inches');
    expect(PRODUCT_DETAIL_DEFAULTS.qualityGrade).toBe('Double, Single, Super');
    expect(PRODUCT_DETAIL_DEFAULTS.hairMaterial).toBe('100% human Vietnamese hair, no synthetic');
    expect(PRODUCT_DETAIL_DEFAULTS.warranty).toContain('14 days from receipt for manufacturing defects');
    expect(PRODUCT_DETAIL_DEFAULTS.qa).toMatch(/question feature is coming soon/i);
  });

  it('has a five-step how-to-buy list in the spec order', () => {
    const steps = PRODUCT_DETAIL_DEFAULTS.howto.match(/<li>(.*?)<\/li>/g) ?? [];
    expect(PRODUCT_DETAIL_DEFAULTS.howto.startsWith('<ol>')).toBe(true);
    expect(steps).toHaveLength(5);
    expect(steps[0]).toMatch(/choose/i);
    expect(steps[1]).toMatch(/contact our sales/i);
    expect(steps[2]).toMatch(/shipping details/i);
    expect(steps[3]).toMatch(/bank transfer or remittance/i);
    expect(steps[4]).toMatch(/tracking/i);
  });

  it('has the site-config sections, tabs and about defaults', () => {
    expect(SITE_CONFIG_SECTIONS).toEqual([
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
    ]);
    expect(SITE_CONFIG_TABS).toHaveLength(6);
    expect(DEFAULT_SHOWCASE).toEqual({
      title: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR',
      view_all_text: 'View All',
      view_all_link: '/products',
      buy_now_text: 'BUY NOW',
    });
    expect(DEFAULT_STATS.map((s) => s.value)).toEqual(['98%', '500+', '15+', '24/7']);
    expect(DEFAULT_STATS.map((s) => s.label.toLowerCase())).toEqual(['satisfaction', 'families', 'years', 'support']);
    expect(MISSION_TITLE).toBe('Our Mission');
    expect(VALUES_TITLE).toBe('Our Values');
    expect(DEFAULT_VALUES).toEqual(['Integrity', 'Excellence', 'Client-First', 'Innovation']);
  });
});
