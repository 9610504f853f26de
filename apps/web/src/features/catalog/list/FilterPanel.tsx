// The filter column's choices: length, texture, grade and colour with the count of
// matching products beside each value, in stock, and a price range. Native
// checkboxes and inputs (lib/native-fields.tsx says why); the desktop column and the
// phone's sheet both show it, each deciding when a change applies.
import Box from '@mui/material/Box';
import { DEFAULT_CURRENCY, PRODUCT_FACETS, formatProductTotal, lengthLabel, slugToLabel, type FacetCount, type ProductFacet, type ProductFacets } from '@hair/domain';
import { NativeTextField } from '../../../lib/native-fields';
import { CATALOG_TEXTS } from '../catalog-texts';
import { facetOptions, toggleValue, type ListFilters } from './list-filters';

const FACET_LEGENDS: Record<ProductFacet, string> = {
  length: CATALOG_TEXTS.filterLength,
  texture: CATALOG_TEXTS.filterTexture,
  grade: CATALOG_TEXTS.filterGrade,
  colour: CATALOG_TEXTS.filterColour,
};

const legendSx = { p: 0, mb: 1, fontSize: '0.8rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.primary' } as const;
const fieldsetSx = { border: 0, m: 0, p: 0, minWidth: 0, '& + &': { mt: 3 } } as const;

/** A value with its count; a value no product has (with the other choices) cannot be ticked. */
function CheckOption({ id, label, count, checked, onChange }: { id: string; label: string; count?: number; checked: boolean; onChange: () => void }) {
  const empty = count === 0 && !checked;
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, py: 0.5, minHeight: 36, cursor: empty ? 'default' : 'pointer', color: empty ? 'text.disabled' : 'text.primary' }}
    >
      <Box component="input" type="checkbox" id={id} checked={checked} disabled={empty} onChange={onChange} sx={{ width: 18, height: 18, m: 0, accentColor: '#1a1410', flexShrink: 0 }} />
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Box>
      {count !== undefined && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem', fontVariantNumeric: 'tabular-nums' }}>
          {formatProductTotal(count)}
        </Box>
      )}
    </Box>
  );
}

/** A value the counts do not name: a length by its inches, another by its slug in words. */
const labelOf = (facet: ProductFacet) => (value: string) => (facet === 'length' ? lengthLabel(value) : slugToLabel(value));

export interface FilterPanelProps {
  /** Element ids start with it: the column and the sheet may be in the page together. */
  idPrefix: string;
  filters: ListFilters;
  /** The counts for these choices; undefined while they load. */
  facets: ProductFacets | undefined;
  onChange: (next: ListFilters) => void;
  /** The visitor left a price field (or pressed Enter in it). */
  onPriceDone?: () => void;
}

export function FilterPanel({ idPrefix, filters, facets, onChange, onPriceDone }: FilterPanelProps) {
  const priceField = (bound: 'price_min' | 'price_max', label: string) => (
    <NativeTextField
      id={`${idPrefix}-${bound}`}
      label={label}
      type="number"
      inputMode="decimal"
      value={filters[bound]}
      onChange={(event) => onChange({ ...filters, [bound]: event.target.value })}
    />
  );
  return (
    <Box
      component="form"
      aria-label={CATALOG_TEXTS.filtersTitle}
      onSubmit={(event) => {
        event.preventDefault();
        onPriceDone?.();
      }}
    >
      {PRODUCT_FACETS.map((facet) => {
        const options: FacetCount[] = facetOptions(facets?.[facet], filters[facet], labelOf(facet));
        if (options.length === 0) return null;
        return (
          <Box component="fieldset" key={facet} sx={fieldsetSx}>
            <Box component="legend" sx={legendSx}>
              {FACET_LEGENDS[facet]}
            </Box>
            {options.map((option) => (
              <CheckOption
                key={option.value}
                id={`${idPrefix}-${facet}-${option.value}`}
                label={option.label}
                count={option.count}
                checked={filters[facet].includes(option.value)}
                onChange={() => onChange(toggleValue(filters, facet, option.value))}
              />
            ))}
          </Box>
        );
      })}
      <Box component="fieldset" sx={fieldsetSx}>
        <Box component="legend" sx={legendSx}>
          {CATALOG_TEXTS.availability}
        </Box>
        <CheckOption id={`${idPrefix}-in-stock`} label={CATALOG_TEXTS.inStockOnly} count={facets?.in_stock} checked={filters.in_stock} onChange={() => onChange({ ...filters, in_stock: !filters.in_stock })} />
      </Box>
      <Box component="fieldset" sx={fieldsetSx} onBlur={() => onPriceDone?.()}>
        <Box component="legend" sx={legendSx}>
          {CATALOG_TEXTS.filterPrice(DEFAULT_CURRENCY)}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          {priceField('price_min', CATALOG_TEXTS.priceMin)}
          {priceField('price_max', CATALOG_TEXTS.priceMax)}
        </Box>
        {/* Enter in a price field submits the form: the visitor's way to say "done". */}
        <Box component="button" type="submit" hidden />
      </Box>
    </Box>
  );
}
