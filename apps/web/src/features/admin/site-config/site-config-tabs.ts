// The six tabs of the site configuration screen and the `?tab=`
// search parameter that keeps the open tab in the URL; the first tab is left out.
import { SITE_CONFIG_TABS } from '@hair/domain';

export const SITE_CONFIG_TAB_KEYS = ['hero', 'partners', 'statistics', 'showcase', 'media', 'product-detail'] as const;
export type SiteConfigTabKey = (typeof SITE_CONFIG_TAB_KEYS)[number];

/** Key and label of each tab, in display order. */
export const SITE_CONFIG_TAB_LIST = SITE_CONFIG_TAB_KEYS.map((key, index) => ({ key, label: SITE_CONFIG_TABS[index] ?? key }));

export interface SiteConfigSearch {
  tab?: Exclude<SiteConfigTabKey, 'hero'>;
}

/** validateSearch of the route: an unknown tab opens the first one. */
export function parseSiteConfigSearch(raw: Record<string, unknown>): SiteConfigSearch {
  const tab = raw.tab;
  return typeof tab === 'string' && tab !== 'hero' && (SITE_CONFIG_TAB_KEYS as readonly string[]).includes(tab)
    ? { tab: tab as Exclude<SiteConfigTabKey, 'hero'> }
    : {};
}
