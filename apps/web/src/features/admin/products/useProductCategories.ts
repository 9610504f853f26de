// The category tree of the product_categories section, for the grid, the
// editor and the Manage Categories overlay; the built-ins when none is stored.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { effectiveCategories, parseSectionConfig, type Category } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { sectionConfig, useStoreSection } from '../site-config/use-site-config';
import { CATEGORIES_SECTION } from './categories';

export function readCategories(config: unknown): Category[] {
  const parsed = parseSectionConfig(CATEGORIES_SECTION, config);
  return effectiveCategories(parsed.success ? parsed.data.categories : []);
}

export function useProductCategories() {
  const trpc = useTRPC();
  return useQuery(trpc.siteConfig.list.queryOptions(undefined, { select: (records) => readCategories(sectionConfig(records, CATEGORIES_SECTION)) }));
}

/** Stores the whole list; throws when the server refuses it. */
export function useSaveCategories(): (categories: Category[]) => Promise<void> {
  const store = useStoreSection();
  return useCallback(async (categories: Category[]) => void (await store(CATEGORIES_SECTION, { categories })), [store]);
}
