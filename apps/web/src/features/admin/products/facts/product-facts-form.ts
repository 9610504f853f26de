// The product form's facts: stock, the card's texts (length, grade, material,
// note; empty ones fall back to the site's product-detail defaults), the lists
// of textures, colours and tags, the lace size and the grams of a bundle.
import { type FactListField, type Product } from '@hair/domain';

export interface ProductFactsValues {
  inStock: boolean;
  /** As typed; '' for the site's default. */
  length: string;
  qualityGrade: string;
  hairMaterial: string;
  cardNote: string;
  /** As typed; '' for none. */
  laceSize: string;
  bundleGrams: string;
  textures: string[];
  colours: string[];
  tags: string[];
}

export const NO_FACTS: ProductFactsValues = {
  inStock: true,
  length: '',
  qualityGrade: '',
  hairMaterial: '',
  cardNote: '',
  laceSize: '',
  bundleGrams: '',
  textures: [],
  colours: [],
  tags: [],
};

/** The card texts that fall back to the site's defaults, by their form and API names. */
export const CARD_TEXT_FIELDS = [
  { key: 'length', field: 'length', label: 'Length', example: 'e.g. 16 inches, or 8 to 30 inches' },
  { key: 'qualityGrade', field: 'quality_grade', label: 'Quality grade', example: 'e.g. Double Drawn' },
  { key: 'hairMaterial', field: 'hair_material', label: 'Hair material', example: 'e.g. Raw Vietnamese hair' },
  { key: 'cardNote', field: 'card_note', label: 'Card note', example: 'e.g. USD per bundle' },
] as const;
export type CardTextKey = (typeof CARD_TEXT_FIELDS)[number]['key'];

export const FACT_LISTS: readonly { key: FactListField; label: string; example: string }[] = [
  { key: 'textures', label: 'Textures', example: 'e.g. Straight, Body Wave' },
  { key: 'colours', label: 'Colours', example: 'e.g. Natural Black, 613 Blonde' },
  { key: 'tags', label: 'Tags', example: 'e.g. raw, best seller' },
];

export function factsFromProduct(product: Product): ProductFactsValues {
  return {
    inStock: product.in_stock,
    length: product.length ?? '',
    qualityGrade: product.quality_grade ?? '',
    hairMaterial: product.hair_material ?? '',
    cardNote: product.card_note ?? '',
    laceSize: product.lace_size ?? '',
    bundleGrams: product.bundle_grams === null ? '' : String(product.bundle_grams),
    textures: product.textures,
    colours: product.colours,
    tags: product.tags,
  };
}

/** The product fields of the facts; the server trims, drops blanks and duplicates, and checks the bounds. */
export function factsBody(facts: ProductFactsValues) {
  return {
    in_stock: facts.inStock,
    length: facts.length,
    quality_grade: facts.qualityGrade,
    hair_material: facts.hairMaterial,
    card_note: facts.cardNote,
    lace_size: facts.laceSize,
    bundle_grams: facts.bundleGrams,
    textures: facts.textures,
    colours: facts.colours,
    tags: facts.tags,
  };
}
