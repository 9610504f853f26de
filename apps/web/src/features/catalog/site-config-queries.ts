// The site-config sections the catalogue screens read: the category tree and
// the product-detail defaults (the shared site-config list, one request).
import { useMemo } from 'react';
import { effectiveCategories, readProduct, type Category, type ProductView } from '@hair/domain';
import { mediaOrigins } from '../../lib/api-base';
import { useSiteSection } from '../storefront/site-config/use-site-section';

/** The configured categories; empty while loading, the built-ins when none are readable. */
export function useCategories(): Category[] {
  const { config, isPending } = useSiteSection('product_categories');
  return useMemo(() => (isPending ? [] : effectiveCategories(config?.categories)), [config, isPending]);
}

/** The product-detail defaults the admin configured; null until they load (or when they cannot). */
export function useProductDetailDefaults(): ProductView | null {
  const { config } = useSiteSection('product_detail');
  // The section names its fields as a product does (length, qualityGrade,
  // howto_blocks ...), so the product reader reads it too.
  return useMemo(() => (config ? readProduct(config, mediaOrigins()) : null), [config]);
}
