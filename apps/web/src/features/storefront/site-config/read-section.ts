// Reads one section out of the site-config list (spec point 3). The server
// answers every known section, stored or default; a record that does not fit
// its schema (older data, a hand edit) counts as missing, so the page falls
// back to its own defaults instead of breaking.
import { isRecord, parseSectionConfig, type SiteConfigBySection, type SiteConfigSection } from '@hair/domain';

export function readSection<S extends SiteConfigSection>(records: unknown, section: S): SiteConfigBySection[S] | null {
  if (!Array.isArray(records)) return null;
  const record: unknown = records.find((r) => isRecord(r) && r.section === section);
  if (!isRecord(record)) return null;
  const parsed = parseSectionConfig(section, record.config ?? {});
  return parsed.success ? parsed.data : null;
}

