// Every SQL statement of the site configuration: one row per section, and the
// one function that writes a section (the admin's save and the first start's
// demo content alike).
import { SITE_CONFIG_SECTIONS, contactConfigSchema, readTradeTerms, type ContactConfig, type SiteConfigSection, type TradeTerms } from '@hair/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pickColumns } from '../db/columns';
import { textContains } from '../db/conditions';
import { siteConfig } from '../db/schema';
import { jsonUsesFile, type FileDeps } from '../shared/file-uses';
import { SITE_CONFIG_FIELDS, defaultSectionRecord, defaultSectionTitle, toSiteConfigDto, toStoredConfig, type SectionWrite, type SiteConfigDto } from './mapper';

const siteConfigColumns = pickColumns(siteConfig, SITE_CONFIG_FIELDS);

/** Every known section in the order of SITE_CONFIG_SECTIONS (stored or default), then any stored section this version does not know. */
export async function listSections(db: Db): Promise<SiteConfigDto[]> {
  const rows = (await db.select(siteConfigColumns).from(siteConfig)).map(toSiteConfigDto);
  const known = new Set<string>(SITE_CONFIG_SECTIONS);
  return [
    ...SITE_CONFIG_SECTIONS.map((section) => rows.find((r) => r.section === section) ?? defaultSectionRecord(section)),
    ...rows.filter((r) => !known.has(r.section)).sort((a, b) => a.section.localeCompare(b.section)),
  ];
}

/** The section's record, or its default when it has no row. */
export async function getSection(db: Db, section: SiteConfigSection): Promise<SiteConfigDto> {
  const [row] = await db.select(siteConfigColumns).from(siteConfig).where(eq(siteConfig.section, section)).limit(1);
  return row ? toSiteConfigDto(row) : defaultSectionRecord(section);
}

/** The stored config of a section as it is (no default), for the code that reads one value of it. */
export async function sectionConfig(db: Db, section: SiteConfigSection): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select({ config: siteConfig.config }).from(siteConfig).where(eq(siteConfig.section, section)).limit(1);
  return row?.config;
}

/** The contact section as the site reads it (sales' e-mail, WhatsApp, address; empty when none is stored); null when it does not parse. */
export async function contactSection(db: Db): Promise<ContactConfig | null> {
  const parsed = contactConfigSchema.safeParse((await sectionConfig(db, 'contact')) ?? {});
  return parsed.success ? parsed.data : null;
}

/** The site's trade terms (the product_detail section's), empty fields where none are set. */
export async function siteTradeTerms(db: Db): Promise<TradeTerms> {
  return readTradeTerms((await sectionConfig(db, 'product_detail'))?.trade_terms);
}

/** Sales' address (the contact section's e-mail), where new requests and accepted quotes are mailed; null when none is set. */
export async function salesEmail(db: Db): Promise<string | null> {
  return (await contactSection(db))?.email || null;
}

/**
 * Validates the config with the section's schema (400 'config.<field>: …'),
 * sanitizes its html, and creates or replaces the row. Without a title the
 * stored title stays (a new row gets the section's default title).
 */
export async function saveSection(db: Db, write: SectionWrite): Promise<SiteConfigDto> {
  const { section, title } = write;
  const config = toStoredConfig(write);
  const [row] = await db
    .insert(siteConfig)
    .values({ section, title: title === undefined ? defaultSectionTitle(section) : title, config })
    .onConflictDoUpdate({
      target: siteConfig.section,
      set: { config, updatedAt: sql`now()`, ...(title === undefined ? {} : { title }) },
    })
    .returning(siteConfigColumns);
  return toSiteConfigDto(row!);
}

export async function hasSections(db: Db): Promise<boolean> {
  return (await db.select({ id: siteConfig.id }).from(siteConfig).limit(1)).length > 0;
}

/** Sections (hero and partner images, product-detail html, …) that use the file. */
export async function countSectionsUsingFile(deps: FileDeps, key: string): Promise<number> {
  const rows = await deps.db.select({ config: siteConfig.config }).from(siteConfig).where(textContains(siteConfig.config, key));
  return rows.filter((row) => jsonUsesFile(deps, row.config, key)).length;
}
