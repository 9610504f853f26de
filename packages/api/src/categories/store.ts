// Categories have no table of their own: the tree is stored as the
// product_categories section of the site configuration, read through its store.
import type { Category } from '@hair/domain';
import type { Db } from '../db/client';
import { sectionConfig } from '../site-config/store';
import { CATEGORIES_SECTION, toCategories } from './mapper';

/** The stored categories; unreadable entries are skipped, none stored gives []. */
export async function loadCategories(db: Db): Promise<Category[]> {
  return toCategories(await sectionConfig(db, CATEGORIES_SECTION));
}
