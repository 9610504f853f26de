// Reads one section out of the site-config list. The server
// answers every known section, stored or default; each is read tolerantly
// (older data, a hand edit), so the page falls back to its own defaults for
// what cannot be read instead of breaking.
import { isRecord, readSectionConfig, type ReadSiteConfigBySection, type SiteConfigSection } from '@hair/domain';

export function readSection<S extends SiteConfigSection>(records: unknown, section: S): ReadSiteConfigBySection[S] | null {
  if (!Array.isArray(records)) return null;
  const record: unknown = records.find((r) => isRecord(r) && r.section === section);
  if (!isRecord(record)) return null;
  return readSectionConfig(section, record.config ?? {});
}
