// One schema per site-config section (spec point 3). Sections are loose
// objects: keys we do not know are kept, so older data is never lost on save.
import { z } from 'zod';
import { OFFICE_HOURS, SITE_CONFIG_SECTIONS, type SiteConfigSection } from '../constants';
import { MESSAGES } from '../messages';
import { categoriesConfigSchema } from './category';
import { boundedString, imageUrlString, linkString, MAX_TEXT_LENGTH, requiredText } from './common';
import { contentBlockListSchema } from './product';

const numberToText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const optionalValue = (v: unknown) => (v === null ? undefined : numberToText(v));
const valueOrEmpty = (v: unknown) => (v === null || v === undefined ? '' : numberToText(v));
const plainText = boundedString('Text', MAX_TEXT_LENGTH);

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

export const valuesConfigSchema = z.looseObject({
  // Empty values are dropped on save (spec point 5), then at least one must remain.
  values: z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter((x) => x !== '')
        : v,
    z
      .array(boundedString('Value', 200), { error: MESSAGES.valuesRequired })
      .min(1, { error: MESSAGES.valuesRequired }),
  ),
});
export type ValuesConfig = z.infer<typeof valuesConfigSchema>;

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
}

/**
 * A stored record. `section` is any string so a record of a section this
 * version does not know still reads (it is simply not used).
 */
export const siteConfigRecordSchema = z.object({
  id: z.string(),
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
