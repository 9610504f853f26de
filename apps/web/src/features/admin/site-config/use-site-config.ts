// The one way the admin reads and writes site-config sections. Every screen reads
// the same list the storefront reads; a save puts the server's answer straight
// into that list, so the other screens (and the storefront) see it without
// another request.
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXTS, type SiteConfigSection } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

export interface SiteConfigRecordView {
  id: string | null;
  section: string;
  title: string | null;
  config: Record<string, unknown>;
}

/** The stored (or default) config of each section; 'Failed to load configurations' once per failure. */
export function useSiteConfigRecords() {
  const trpc = useTRPC();
  const query = useQuery(trpc.siteConfig.list.queryOptions());
  useEffect(() => {
    if (query.error) {
      console.error(ADMIN_TEXTS.loadConfigurationsFailed, query.error);
      enqueueSnackbar(ADMIN_TEXTS.loadConfigurationsFailed, { variant: 'error' });
    }
  }, [query.error]);
  return query;
}

/** The raw config of a section in the list (unknown keys included, so a save keeps them). */
export function sectionConfig(records: readonly SiteConfigRecordView[] | undefined, section: SiteConfigSection): Record<string, unknown> {
  return records?.find((r) => r.section === section)?.config ?? {};
}

/** `store(section, config, title?)` resolves to the stored record, or throws what the server answered. */
export function useStoreSection(): (section: SiteConfigSection, config: Record<string, unknown>, title?: string) => Promise<SiteConfigRecordView> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.siteConfig.update.mutationOptions());
  return useCallback(
    async (section, config, title) => {
      const saved = await mutateAsync({ section, config, ...(title ? { title } : {}) });
      queryClient.setQueryData(trpc.siteConfig.list.queryKey(), (records) =>
        records?.some((r) => r.section === section)
          ? records.map((r) => (r.section === section ? saved : r))
          : [...(records ?? []), saved],
      );
      return saved;
    },
    [mutateAsync, queryClient, trpc],
  );
}

export interface SaveOptions {
  /** Toast on success; none when null. Default 'Configuration updated successfully'. */
  success?: string | null;
  /** Toast on failure. Default 'Failed to update configuration'. */
  failure?: string;
  /** The section's title, stored with it. */
  title?: string;
}

/** `save(section, config)` with toasts: resolves to true when the server stored it. */
export function useSaveSection(): (section: SiteConfigSection, config: Record<string, unknown>, options?: SaveOptions) => Promise<boolean> {
  const store = useStoreSection();
  return useCallback(
    async (section, config, { success = ADMIN_TEXTS.configurationUpdated, failure = ADMIN_TEXTS.updateConfigurationFailed, title } = {}) => {
      try {
        await store(section, config, title);
        if (success) enqueueSnackbar(success, { variant: 'success' });
        return true;
      } catch (error) {
        console.error(failure, error);
        enqueueSnackbar(failure, { variant: 'error' });
        return false;
      }
    },
    [store],
  );
}
