// Site configuration (spec points 3, 7): public reads, admin writes validated per section.
import { SITE_CONFIG_SCHEMAS, SITE_CONFIG_SECTIONS, siteConfigSectionSchema, siteConfigUpdateSchema } from '@hair/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { siteConfig } from '../db/schema';
import { assertParentsExist, CATEGORIES_SECTION } from '../services/catalog/categories';
import {
  defaultSectionRecord,
  defaultSectionTitle,
  sanitizeSectionConfig,
  siteConfigColumns,
  toSiteConfigDto,
} from '../services/catalog/site-config';
import { parseOrBadRequest } from '../services/validation';
import { adminProcedure, publicProcedure, router } from '../trpc';

const sectionInput = z.object({ section: siteConfigSectionSchema });

export const siteConfigRouter = router({
  /** Every known section in the spec's order (stored or default), then any stored section this version does not know. */
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = (await ctx.db.select(siteConfigColumns).from(siteConfig)).map(toSiteConfigDto);
    const known = new Set<string>(SITE_CONFIG_SECTIONS);
    return [
      ...SITE_CONFIG_SECTIONS.map((section) => rows.find((r) => r.section === section) ?? defaultSectionRecord(section)),
      ...rows.filter((r) => !known.has(r.section)).sort((a, b) => a.section.localeCompare(b.section)),
    ];
  }),

  get: publicProcedure.input(sectionInput).query(async ({ ctx, input }) => {
    const [row] = await ctx.db.select(siteConfigColumns).from(siteConfig).where(eq(siteConfig.section, input.section)).limit(1);
    return row ? toSiteConfigDto(row) : defaultSectionRecord(input.section);
  }),

  /** Validates the config with the section's schema (400 'config.<field>: …') and creates or replaces the row. */
  update: adminProcedure.input(sectionInput.and(siteConfigUpdateSchema)).mutation(async ({ ctx, input }) => {
    const { section, title } = input;
    if (section === CATEGORIES_SECTION) assertParentsExist(input.config);
    const parsed = parseOrBadRequest(SITE_CONFIG_SCHEMAS[section], input.config, ['config']) as Record<string, unknown>;
    const config = sanitizeSectionConfig(section, parsed);
    const [row] = await ctx.db
      .insert(siteConfig)
      .values({ section, title: title === undefined ? defaultSectionTitle(section) : title, config })
      .onConflictDoUpdate({
        target: siteConfig.section,
        // Without a title in the body the stored title stays.
        set: { config, updatedAt: sql`now()`, ...(title === undefined ? {} : { title }) },
      })
      .returning(siteConfigColumns);
    return toSiteConfigDto(row!);
  }),
});
