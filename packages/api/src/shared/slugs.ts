// Slug allocation, the same for every resource with slugs (products, posts):
// the wanted slug when it is free, else the first free 'slug-2', 'slug-3', …
import { isUniqueViolation } from './validation';

/** `base` when it is not taken, else the first of `base-2`, `base-3`, … that is not. */
function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** How often an insert that lost a race for its slug tries the next free one. */
const RACE_RETRIES = 4;

/**
 * Inserts under the first free slug. `takenLike(base)` lists the stored slugs of
 * base's family. Two writers saving the same name at once: the loser's insert
 * fails on the unique index, and it tries again with the next free slug.
 */
export async function insertWithFreeSlug<T>(
  base: string,
  takenLike: (base: string) => Promise<readonly string[]>,
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insert(firstFreeSlug(base, new Set(await takenLike(base))));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= RACE_RETRIES) throw error;
    }
  }
}
