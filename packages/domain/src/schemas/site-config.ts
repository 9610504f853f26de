// One schema per site-config section. Sections are loose
// objects: keys we do not know are kept, so older data is never lost on save.
import { z } from 'zod';
import { OFFICE_HOURS, SITE_CONFIG_SECTIONS, type SiteConfigSection } from '../constants';
import { MESSAGES } from '../messages';
import { toPlainText } from '../plain-text';
import { isRecord } from '../records';
import { categoriesConfigSchema } from './category';
import { boundedString, imageUrlString, linkString, MAX_TEXT_LENGTH, requiredText } from './common';
import { contentBlockListSchema } from './product';
import { tradeTermsSchema } from './trade-terms';

const numberToText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const optionalValue = (v: unknown) => (v === null ? undefined : numberToText(v));
const valueOrEmpty = (v: unknown) => (v === null || v === undefined ? '' : numberToText(v));
const plainText = boundedString('Text', MAX_TEXT_LENGTH);
/** Values and team members an About page can show. */
const MAX_ABOUT_ITEMS = 24;
const MAX_ABOUT_FIGURES = 8;
export const MAX_BANK_DETAILS = 1000;
const tooManyMessage = (things: string, max: number) => `At most ${max} ${things}`;

/** A text field that may be missing; numbers from old data become strings. */
const text = z.preprocess(optionalValue, plainText.optional());
/** Like text, but absent -> ''. */
const textOrEmpty = z.preprocess(valueOrEmpty, plainText);
/** A link that may be missing (see links.ts for what a link may be). */
const link = z.preprocess(optionalValue, linkString.optional());
const linkOrEmpty = z.preprocess(valueOrEmpty, linkString);
const imageOrEmpty = z.preprocess(valueOrEmpty, imageUrlString);

// --- hero ----------------------------------------------------------------------
export const heroImageSchema = z.union([
  imageUrlString,
  z.looseObject({ url: imageUrlString, alt: plainText.optional() }),
]);
export type HeroImage = z.infer<typeof heroImageSchema>;

export const heroConfigSchema = z.looseObject({
  title: text,
  subtitle: text,
  cta_text: text,
  cta_link: link,
  images: z.array(heroImageSchema).default([]),
});
export type HeroConfig = z.infer<typeof heroConfigSchema>;

// --- product showcase ------------------------------------------------------------
export const productShowcaseConfigSchema = z.looseObject({
  title: text,
  view_all_text: text,
  view_all_link: link,
  buy_now_text: text,
});
export type ProductShowcaseConfig = z.infer<typeof productShowcaseConfigSchema>;

// --- stats -----------------------------------------------------------------------
export const statSchema = z.looseObject({ value: textOrEmpty, label: textOrEmpty });
export const statsConfigSchema = z.looseObject({ stats: z.array(statSchema).default([]) });
export type StatsConfig = z.infer<typeof statsConfigSchema>;

// --- partners --------------------------------------------------------------------
export const partnerSchema = z.looseObject({
  id: z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z.string({ error: 'Partner id is required' }).min(1, { error: 'Partner id is required' }),
  ),
  name: textOrEmpty,
  image: imageOrEmpty,
  url: linkOrEmpty,
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersConfigSchema = z.looseObject({
  title: text,
  partners: z.array(partnerSchema).default([]),
});
export type PartnersConfig = z.infer<typeof partnersConfigSchema>;

// --- product detail defaults -------------------------------------------------------
export const productDetailConfigSchema = z.looseObject({
  length: text,
  qualityGrade: text,
  hairMaterial: text,
  cardNote: text,
  howto_blocks: contentBlockListSchema.optional(),
  warranty_blocks: contentBlockListSchema.optional(),
  qa_blocks: contentBlockListSchema.optional(),
  howto: text,
  warranty: text,
  qa: text,
  /** The site's trade terms; a product's own ones override them field by field. */
  trade_terms: tradeTermsSchema.optional(),
});
export type ProductDetailConfig = z.infer<typeof productDetailConfigSchema>;

// --- categories ------------------------------------------------------------------
export const productCategoriesConfigSchema = categoriesConfigSchema;
export type ProductCategoriesConfig = z.infer<typeof productCategoriesConfigSchema>;

// --- mission and values ----------------------------------------------------------
export const missionConfigSchema = z.looseObject({
  text: requiredText('Mission text', MESSAGES.missionRequired, 10_000),
});
export type MissionConfig = z.infer<typeof missionConfigSchema>;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const trimmedOrEmpty = (v: unknown) => trimmed(valueOrEmpty(v));

/** A blank name, an item with neither name nor description, or no value at all (a number): dropped on save. */
function isEmptyValue(item: unknown): boolean {
  if (typeof item === 'string') return item.trim() === '';
  if (!isRecord(item)) return true;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  return blank(item.name) && blank(item.description);
}

/**
 * A value is its name (the first, plain-string shape) or { name, description }.
 * A value without a description is stored as the plain name, so readers of the
 * plain shape still read it.
 */
export const companyValueSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? { name: v } : v),
    z.looseObject({
      name: z.preprocess(trimmed, requiredText('Value name', MESSAGES.valueNameRequired, 200)),
      description: z.preprocess(trimmedOrEmpty, boundedString('Value description', 1000)),
    }),
  )
  .transform((value) => (value.description === '' && Object.keys(value).length === 2 ? value.name : value));

export const valuesConfigSchema = z.looseObject({
  // Empty values are dropped on save, then at least one must remain.
  values: z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((item) => !isEmptyValue(item)) : v),
    z
      .array(companyValueSchema, { error: MESSAGES.valuesRequired })
      .min(1, { error: MESSAGES.valuesRequired })
      .max(MAX_ABOUT_ITEMS, { error: tooManyMessage('values', MAX_ABOUT_ITEMS) }),
  ),
});
export type ValuesConfig = z.infer<typeof valuesConfigSchema>;

// --- team and About figures --------------------------------------------------------
export const teamMemberSchema = z.looseObject({
  name: z.preprocess(trimmed, requiredText('Name', MESSAGES.teamMemberNameRequired, 120)),
  title: z.preprocess(trimmedOrEmpty, boundedString('Title', 120)),
  bio: z.preprocess(trimmedOrEmpty, boundedString('Bio', 1000)),
  photo: imageOrEmpty,
});
export const teamConfigSchema = z.looseObject({
  members: z.array(teamMemberSchema).max(MAX_ABOUT_ITEMS, { error: tooManyMessage('team members', MAX_ABOUT_ITEMS) }).default([]),
});
export type TeamConfig = z.infer<typeof teamConfigSchema>;

export const aboutFigureSchema = z.looseObject({
  value: z.preprocess(numberToText, requiredText('Figure value', MESSAGES.figureValueRequired, 20)),
  label: z.preprocess(numberToText, requiredText('Figure label', MESSAGES.figureLabelRequired, 80)),
});
export const aboutFiguresConfigSchema = z.looseObject({
  figures: z.array(aboutFigureSchema).max(MAX_ABOUT_FIGURES, { error: tooManyMessage('figures', MAX_ABOUT_FIGURES) }).default([]),
});
export type AboutFiguresConfig = z.infer<typeof aboutFiguresConfigSchema>;

// --- contact ---------------------------------------------------------------------
export const contactConfigSchema = z.looseObject({
  whatsapp: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string().trim().regex(/^[+\d\s().-]*$/, { error: MESSAGES.invalidPhone }),
  ),
  email: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .refine((s) => s === '' || z.email().safeParse(s).success, { error: MESSAGES.invalidEmail }),
  ),
  address: textOrEmpty,
  tagline: textOrEmpty,
  /** Where the deposit is paid, as quotes print it: plain text (markup removed), lines kept. */
  bank_details: z.preprocess((v) => (typeof v === 'string' ? toPlainText(v) : valueOrEmpty(v)), boundedString('Bank details', MAX_BANK_DETAILS)),
  /** Absent in older contact sections: the pages then name OFFICE_TIME_ZONE. */
  time_zone: z.preprocess(optionalValue, boundedString('Time zone', 60).trim().optional()),
  socials: z.array(z.looseObject({ name: textOrEmpty, url: linkOrEmpty })).default([]),
  office_hours: z
    .array(z.looseObject({ days: textOrEmpty, hours: textOrEmpty }))
    .default(() => OFFICE_HOURS.map((h) => ({ ...h }))),
});
export type ContactConfig = z.infer<typeof contactConfigSchema>;

// --- records -----------------------------------------------------------------------
export const siteConfigSectionSchema = z.enum(SITE_CONFIG_SECTIONS, {
  error: MESSAGES.sectionUnknown,
});

export const SITE_CONFIG_SCHEMAS: Readonly<Record<SiteConfigSection, z.ZodType>> = {
  hero: heroConfigSchema,
  product_showcase: productShowcaseConfigSchema,
  stats: statsConfigSchema,
  partners: partnersConfigSchema,
  product_detail: productDetailConfigSchema,
  product_categories: productCategoriesConfigSchema,
  mission: missionConfigSchema,
  values: valuesConfigSchema,
  contact: contactConfigSchema,
  team: teamConfigSchema,
  about_figures: aboutFiguresConfigSchema,
};

/** Output shape of each section's config. */
export interface SiteConfigBySection {
  hero: HeroConfig;
  product_showcase: ProductShowcaseConfig;
  stats: StatsConfig;
  partners: PartnersConfig;
  product_detail: ProductDetailConfig;
  product_categories: ProductCategoriesConfig;
  mission: MissionConfig;
  values: ValuesConfig;
  contact: ContactConfig;
  team: TeamConfig;
  about_figures: AboutFiguresConfig;
}

/**
 * A stored record. `section` is any string so a record of a section this
 * version does not know still reads (it is simply not used).
 */
export const siteConfigRecordSchema = z.object({
  /** null for a section never saved: the record is then its default. */
  id: z.string().nullable(),
  section: z.string(),
  title: z.string().nullable(),
  config: z.record(z.string(), z.unknown()),
});
export type SiteConfigRecord = z.infer<typeof siteConfigRecordSchema>;

export const siteConfigUpdateSchema = z.object({
  config: z.record(z.string(), z.unknown(), { error: 'config must be an object' }),
  title: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    boundedString('title', 200).nullable().optional(),
  ),
});
export type SiteConfigUpdate = z.infer<typeof siteConfigUpdateSchema>;

const unknownSection = z.custom<never>(() => false, { error: MESSAGES.sectionUnknown });

/** Validates one section's config. An unknown section fails with 'Unknown site config section'. */
export function parseSectionConfig<S extends SiteConfigSection>(
  section: S,
  config: unknown,
): z.ZodSafeParseResult<SiteConfigBySection[S]>;
export function parseSectionConfig(section: string, config: unknown): z.ZodSafeParseResult<unknown>;
export function parseSectionConfig(section: string, config: unknown): z.ZodSafeParseResult<unknown> {
  const schema = isSiteConfigSection(section) ? SITE_CONFIG_SCHEMAS[section] : unknownSection;
  return schema.safeParse(config);
}

export function isSiteConfigSection(value: unknown): value is SiteConfigSection {
  return typeof value === 'string' && (SITE_CONFIG_SECTIONS as readonly string[]).includes(value);
}
