// The product's listed facts inside the info panel's <dl>: textures, colours,
// lace size, bundle weight (each only when set) and its tags as small outlined
// links that search the catalogue for the tag.
import Box from '@mui/material/Box';
import { type ProductDetailView } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';
import { DetailField } from './DetailField';
import { outlinedChipSx } from './outlined-chip-sx';
import { PRICE_GRID_TEXTS } from './price-grid-texts';

export type ProductFacts = Pick<ProductDetailView, 'textures' | 'colours' | 'tags' | 'laceSize' | 'bundleGrams'>;

/** The catalogue's search for a tag. */
export function tagSearchHref(tag: string): string {
  return `/products?q=${encodeURIComponent(tag)}`;
}

const tagSx = [outlinedChipSx, { height: 24, px: '7px', borderRadius: 3, fontSize: '0.8125rem' }] as const;

export interface ProductFactRowsProps {
  facts: ProductFacts;
  /** False when the price grid already shows the weight of a bundle. */
  showBundleWeight: boolean;
}

export function ProductFactRows({ facts, showBundleWeight }: ProductFactRowsProps) {
  return (
    <>
      {facts.textures.length > 0 && <DetailField label={CATALOG_TEXTS.textures}>{facts.textures.join(', ')}</DetailField>}
      {facts.colours.length > 0 && <DetailField label={CATALOG_TEXTS.colours}>{facts.colours.join(', ')}</DetailField>}
      {facts.laceSize !== null && <DetailField label={CATALOG_TEXTS.laceSize}>{facts.laceSize}</DetailField>}
      {showBundleWeight && facts.bundleGrams !== null && <DetailField label={PRICE_GRID_TEXTS.bundleWeight}>{PRICE_GRID_TEXTS.grams(facts.bundleGrams)}</DetailField>}
      {facts.tags.length > 0 && (
        <DetailField label={CATALOG_TEXTS.tags}>
          <Box component="span" data-testid="product-tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {facts.tags.map((tag) => (
              <Box key={tag} component="a" href={tagSearchHref(tag)} sx={tagSx}>
                {tag}
              </Box>
            ))}
          </Box>
        </DetailField>
      )}
    </>
  );
}
