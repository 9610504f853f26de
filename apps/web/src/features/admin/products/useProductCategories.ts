// The category tree of the product_categories section, for the grid, the
// editor and the Manage Categories overlay; the built-ins when none is stored.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { effectiveCategories, parseSectionConfig, type Category } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { CATEGORIES_SECTION } from './categories';

export function readCategories(config: unknown): Category[] {
  const parsed = parseSectionConfig(CATEGORIES_SECTION, config);
  return effectiveCategories(parsed.success ? parsed.data.categories : []);
}

export function useProductCategories() {
  const trpc = useTRPC();
  return useQuery(trpc.siteConfig.get.queryOptions({ section: CATEGORIES_SECTION }, { select: (record) => readCategories(record.config) }));
}

/** Stores the whole list; every reader of the site configuration is refreshed. */
export function useSaveCategories(): (categories: Category[]) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.siteConfig.update.mutationOptions());
  return useCallback(
    async (categories: Category[]) => {
      const record = await mutateAsync({ section: CATEGORIES_SECTION, config: { categories } });
      queryClient.setQueryData(trpc.siteConfig.get.queryKey({ section: CATEGORIES_SECTION }), record);
      await queryClient.invalidateQueries({ queryKey: trpc.siteConfig.pathKey() });
    },
    [mutateAsync, queryClient, trpc],
  );
}
