// One site-config section for a component. Every component asks for the same
// list (one request, shared through the data cache) and picks its section.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TEXTS, type ReadSiteConfigBySection, type SiteConfigSection } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { readSection } from './read-section';

export interface SiteSectionState<S extends SiteConfigSection> {
  /** The section's config; null while loading, after a failure, or when it is unreadable. */
  config: ReadSiteConfigBySection[S] | null;
  isPending: boolean;
  isError: boolean;
}

function useSiteConfigList() {
  const trpc = useTRPC();
  return useQuery(trpc.siteConfig.list.queryOptions());
}

export function useSiteSection<S extends SiteConfigSection>(section: S): SiteSectionState<S> {
  const { data, isPending, isError } = useSiteConfigList();
  const config = useMemo(() => readSection(data, section), [data, section]);
  return { config, isPending, isError };
}

/** A failed site-config read is logged as 'Failed to load site configuration' (the layout calls this once). */
export function useLogSiteConfigFailure(): void {
  const { error } = useSiteConfigList();
  useEffect(() => {
    if (error) console.error(TEXTS.siteConfigLoadFailed, error);
  }, [error]);
}
