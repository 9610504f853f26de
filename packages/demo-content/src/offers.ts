// What a curated demo product offers: its textures, grades and lengths. It is the one
// source of both the facts its page lists (length, quality grade, textures) and its
// price grid's selectors, so the two cannot disagree.

export interface SeedOffer {
  /** What a price counts: a bundle (with kilogram tiers), a piece (closures, frontals) or a kilogram (bulk). */
  unit: 'bundle' | 'piece' | 'kg';
  /** Texture names, as the page and the grid show them. */
  textures: readonly string[];
  /** Grade names, plainest first. */
  grades: readonly string[];
  /** Shortest and longest length in inches, both even: every even length between is offered too. */
  lengths: readonly [shortest: number, longest: number];
}

/** The offered lengths in inches, ascending: the even ones from the shortest to the longest. */
export function offeredLengths({ lengths: [shortest, longest] }: SeedOffer): number[] {
  const inches: number[] = [];
  for (let n = shortest; n <= longest; n += 2) inches.push(n);
  return inches;
}

/** The product's facts as its page lists them; the catalogue reads the same lengths, textures and grades from them. */
export function offerFacts(offer: SeedOffer): { length: string; quality_grade: string; textures: string[] } {
  const [shortest, longest] = offer.lengths;
  return { length: `${shortest} to ${longest} inches`, quality_grade: offer.grades.join(', '), textures: [...offer.textures] };
}
