// The storefront's tolerant reading of each site-config section,
// and the small rules the pages apply to it. Writes are validated by the
// section schemas (schemas/site-config.ts); what is read back may still be older
// data or a hand edit, so each field is read on its own and a broken field
// falls back instead of breaking the page. No zod here: the storefront's bundle
// uses this without the schemas.
import { readCategories } from './categories';
import { defaultValueDescription, type AboutFigure, type CompanyValue, type TeamMember } from './about-content';
import { OFFICE_HOURS, OFFICE_TIME_ZONE, type SiteConfigSection } from './constants';
import { readContentBlocks } from './rich-text';
import { isSafeImageUrl, isSafeLink } from './links';
import { isRecord } from './records';
import type { SiteConfigBySection } from './schemas/site-config';

/**
 * Each section as the pages read it: what the schemas store, except that every
 * value is { name, description }, a contact always names its time zone, and
 * team members and figures are complete.
 */
export type ReadSiteConfigBySection = Omit<SiteConfigBySection, 'values' | 'contact' | 'team' | 'about_figures'> & {
  values: Omit<SiteConfigBySection['values'], 'values'> & { values: CompanyValue[] };
  contact: SiteConfigBySection['contact'] & { time_zone: string };
  team: Omit<SiteConfigBySection['team'], 'members'> & { members: TeamMember[] };
  about_figures: Omit<SiteConfigBySection['about_figures'], 'figures'> & { figures: AboutFigure[] };
};

type Config = Record<string, unknown>;

/** A text field: numbers from old data become strings; anything else is absent. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function textOrEmpty(value: unknown): string {
  return text(value) ?? '';
}

/** A stored link that a page may follow; an unsafe one (javascript:, data:) is dropped. */
function link(value: unknown): string | undefined {
  const url = text(value);
  return url !== undefined && isSafeLink(url) ? url : undefined;
}

function imageOrEmpty(value: unknown): string {
  const url = textOrEmpty(value);
  return isSafeImageUrl(url) ? url : '';
}

function records(value: unknown): Config[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The named optional text fields of a config, each read with `text`. */
function texts(config: Config, keys: readonly string[]): Config {
  return Object.fromEntries(keys.map((key) => [key, text(config[key])]));
}

/** The named fields of a list item, each read with `textOrEmpty`. */
function textsOrEmpty(item: Config, keys: readonly string[]): Config {
  return Object.fromEntries(keys.map((key) => [key, textOrEmpty(item[key])]));
}

const PHONE_CHARS = /^[+\d\s().-]*$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readHeroImages(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((image: unknown): unknown[] => {
    if (typeof image === 'string') return isSafeImageUrl(image) ? [image] : [];
    if (!isRecord(image) || typeof image.url !== 'string' || !isSafeImageUrl(image.url)) return [];
    return [{ ...image, alt: typeof image.alt === 'string' ? image.alt : undefined }];
  });
}

const SECTION_READERS: { readonly [S in SiteConfigSection]: (config: Config) => Config | null } = {
  hero: (c) => ({ ...c, ...texts(c, ['title', 'subtitle', 'cta_text']), cta_link: link(c.cta_link), images: readHeroImages(c.images) }),
  product_showcase: (c) => ({ ...c, ...texts(c, ['title', 'view_all_text', 'buy_now_text']), view_all_link: link(c.view_all_link) }),
  stats: (c) => ({ ...c, stats: records(c.stats).map((s) => ({ ...s, ...textsOrEmpty(s, ['value', 'label']) })) }),
  partners: (c) => ({
    ...c,
    title: text(c.title),
    // A partner without an id cannot be told apart from the others: it is left out.
    partners: records(c.partners).flatMap((p) => {
      const id = text(p.id);
      return id ? [{ ...p, id, name: textOrEmpty(p.name), image: imageOrEmpty(p.image), url: link(p.url) ?? '' }] : [];
    }),
  }),
  product_detail: (c) => {
    const blocks = Object.fromEntries(
      (['howto_blocks', 'warranty_blocks', 'qa_blocks'] as const).map((key) => [key, c[key] === undefined ? undefined : readContentBlocks(c[key])]),
    );
    return { ...c, ...texts(c, ['length', 'qualityGrade', 'hairMaterial', 'cardNote', 'howto', 'warranty', 'qa']), ...blocks };
  },
  product_categories: (c) => ({ ...c, categories: readCategories(c.categories) }),
  // Without a mission or values the pages show their own defaults.
  mission: (c) => {
    const mission = text(c.text)?.trim();
    return mission ? { ...c, text: mission } : null;
  },
  values: (c) => {
    const values = readCompanyValues(c.values);
    return values.length > 0 ? { ...c, values } : null;
  },
  contact: (c) => {
    const whatsapp = textOrEmpty(c.whatsapp).trim();
    const email = textOrEmpty(c.email).trim();
    return {
      ...c,
      whatsapp: PHONE_CHARS.test(whatsapp) ? whatsapp : '',
      email: EMAIL_SHAPE.test(email) ? email : '',
      ...textsOrEmpty(c, ['address', 'tagline']),
      time_zone: textOrEmpty(c.time_zone).trim() || OFFICE_TIME_ZONE,
      socials: records(c.socials).map((s) => ({ ...s, name: textOrEmpty(s.name), url: link(s.url) ?? '' })),
      office_hours: Array.isArray(c.office_hours)
        ? records(c.office_hours).map((h) => ({ ...h, ...textsOrEmpty(h, ['days', 'hours']) }))
        : OFFICE_HOURS.map((h) => ({ ...h })),
    };
  },
  // An empty list is the admin's choice: the page then leaves the team or the figures out.
  team: (c) => ({
    ...c,
    members: records(c.members).flatMap((m) => {
      const name = textOrEmpty(m.name).trim();
      return name ? [{ ...m, name, title: textOrEmpty(m.title).trim(), bio: textOrEmpty(m.bio).trim(), photo: imageOrEmpty(m.photo) }] : [];
    }),
  }),
  about_figures: (c) => ({
    ...c,
    figures: records(c.figures)
      .map((f) => ({ ...f, value: textOrEmpty(f.value).trim(), label: textOrEmpty(f.label).trim() }))
      .filter((f) => f.value !== '' || f.label !== ''),
  }),
};

/**
 * The values of a `values` config, each as { name, description }: a plain name
 * (the first, plain-string shape) gets the default description of that name; blank names
 * and unreadable items are left out.
 */
export function readCompanyValues(value: unknown): CompanyValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): CompanyValue[] => {
    if (typeof item === 'string') {
      const name = item.trim();
      return name ? [{ name, description: defaultValueDescription(name) }] : [];
    }
    if (!isRecord(item)) return [];
    const name = textOrEmpty(item.name).trim();
    return name ? [{ ...item, name, description: textOrEmpty(item.description).trim() }] : [];
  });
}

/**
 * One section's config as the storefront reads it, or null when the stored
 * value is not an object or lacks what the section cannot do without (a mission
 * text, at least one value).
 */
export function readSectionConfig<S extends SiteConfigSection>(section: S, config: unknown): ReadSiteConfigBySection[S] | null {
  if (!isRecord(config)) return null;
  return SECTION_READERS[section](config) as ReadSiteConfigBySection[S] | null;
}

/** The url and alt of a hero image, whatever its form. */
export function heroImageParts(image: unknown): { url: string; alt: string } {
  if (typeof image === 'string') return { url: image, alt: '' };
  if (isRecord(image)) {
    return {
      url: typeof image.url === 'string' ? image.url : '',
      alt: typeof image.alt === 'string' ? image.alt : '',
    };
  }
  return { url: '', alt: '' };
}

/** The CTA button shows only when both cta_text and cta_link exist. */
export function heroHasCta(config: { cta_text?: unknown; cta_link?: unknown } | null | undefined): boolean {
  const t = config?.cta_text;
  const l = config?.cta_link;
  return typeof t === 'string' && t.trim() !== '' && typeof l === 'string' && l.trim() !== '';
}

/** A partner card links to its url unless it is empty or '#'. */
export function partnerHasLink(url: unknown): url is string {
  return typeof url === 'string' && url.trim() !== '' && url.trim() !== '#';
}

/** Digits of a WhatsApp number, for a wa.me link. */
export function whatsappDigits(phone: unknown): string {
  return typeof phone === 'string' ? phone.replace(/\D+/g, '') : '';
}
