// Site configuration: one row per section, as the API shows it. A section without
// a row answers its default, so the storefront always gets a usable config; a
// section is written only as its schema reads it, with its html sanitized.
import {
  ABOUT_FIGURES_TITLE,
  BUILT_IN_CATEGORIES,
  DEFAULT_ABOUT_FIGURES,
  DEFAULT_TEAM,
  OFFICE_TIME_ZONE,
  TEAM_TITLE,
  isRecord,
  DEFAULT_SHOWCASE,
  DEFAULT_STATS,
  DEFAULT_VALUES,
  MISSION_TITLE,
  OFFICE_HOURS,
  PRODUCT_DETAIL_DEFAULTS,
  SITE_CONFIG_SCHEMAS,
  VALUES_TITLE,
  type SiteConfigSection,
} from '@hair/domain';
import { assertParentsExist, CATEGORIES_SECTION } from '../categories/mapper';
import type { siteConfig } from '../db/schema';
import { sanitizeBlocks, sanitizeOptionalHtml } from '../shared/sanitize';
import { parseOrBadRequest } from '../shared/validation';

/** A section's record; `id` is null while the section still has its default (no row). */
export interface SiteConfigDto {
  id: string | null;
  section: string;
  title: string | null;
  config: Record<string, unknown>;
}

/** The stored fields a section is read with (not its updatedAt). */
export const SITE_CONFIG_FIELDS = ['id', 'section', 'title', 'config'] as const;
export type SiteConfigRow = Pick<typeof siteConfig.$inferSelect, (typeof SITE_CONFIG_FIELDS)[number]>;

/** The record as pages read it; its html is sanitized on the way out too (stored html is never trusted as it is). */
export function toSiteConfigDto(row: SiteConfigRow): SiteConfigDto {
  const config = isRecord(row.config) && row.section === 'product_detail' ? sanitizeSectionConfig(row.section, row.config) : row.config;
  return { id: row.id, section: row.section, title: row.title, config };
}

const DEFAULT_TITLES: Partial<Record<SiteConfigSection, string>> = {
  mission: MISSION_TITLE,
  values: VALUES_TITLE,
  team: TEAM_TITLE,
  about_figures: ABOUT_FIGURES_TITLE,
};

const DEFAULT_CONFIGS: Readonly<Record<SiteConfigSection, Record<string, unknown>>> = {
  hero: { images: [] },
  product_showcase: { ...DEFAULT_SHOWCASE },
  stats: { stats: DEFAULT_STATS },
  partners: { partners: [] },
  product_detail: { ...PRODUCT_DETAIL_DEFAULTS },
  product_categories: { categories: BUILT_IN_CATEGORIES },
  mission: { text: '' },
  values: { values: DEFAULT_VALUES },
  contact: { whatsapp: '', email: '', address: '', tagline: '', time_zone: OFFICE_TIME_ZONE, socials: [], office_hours: OFFICE_HOURS },
  team: { members: DEFAULT_TEAM },
  about_figures: { figures: DEFAULT_ABOUT_FIGURES },
};

export function defaultSectionTitle(section: SiteConfigSection): string | null {
  return DEFAULT_TITLES[section] ?? null;
}

/** A fresh copy each time, so a caller cannot change the defaults. */
export function defaultSectionRecord(section: SiteConfigSection): SiteConfigDto {
  return { id: null, section, title: defaultSectionTitle(section), config: structuredClone(DEFAULT_CONFIGS[section]) };
}

const DETAIL_HTML_KEYS = ['howto', 'warranty', 'qa'] as const;
const DETAIL_BLOCK_KEYS = ['howto_blocks', 'warranty_blocks', 'qa_blocks'] as const;

/** The product_detail html (strings and blocks) is sanitized before it is stored; other sections hold no html. */
function sanitizeSectionConfig(section: SiteConfigSection, config: Record<string, unknown>): Record<string, unknown> {
  if (section !== 'product_detail') return config;
  const clean = { ...config };
  for (const key of DETAIL_HTML_KEYS) {
    if (typeof clean[key] === 'string') clean[key] = sanitizeOptionalHtml(clean[key]);
  }
  for (const key of DETAIL_BLOCK_KEYS) {
    const blocks = clean[key];
    if (Array.isArray(blocks)) clean[key] = sanitizeBlocks(blocks as Record<string, unknown>[]);
  }
  return clean;
}

/** What a save of one section sends: its config, and a title (absent: the stored or default title stays). */
export interface SectionWrite {
  section: SiteConfigSection;
  title?: string | null;
  config: Record<string, unknown>;
}

/**
 * The config as it is stored: read by the section's schema (400 'config.<field>: …'
 * otherwise; a category naming an unknown parent too), its html sanitized.
 */
export function toStoredConfig({ section, config }: SectionWrite): Record<string, unknown> {
  if (section === CATEGORIES_SECTION) assertParentsExist(config);
  const parsed = parseOrBadRequest(SITE_CONFIG_SCHEMAS[section], config, ['config']) as Record<string, unknown>;
  return sanitizeSectionConfig(section, parsed);
}
