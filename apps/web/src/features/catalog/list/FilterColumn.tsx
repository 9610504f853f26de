// The desktop's filter column beside the list: a ticked value applies at once; a
// price applies when the visitor leaves its field or presses Enter. The page keys it
// by the URL's filters, so it starts again from them after each change.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductFacets } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';
import { FilterPanel } from './FilterPanel';
import { NO_FILTERS, filterCount, type ListFilters } from './list-filters';

export interface FilterColumnProps {
  /** The choices the list shows (from the URL). */
  applied: ListFilters;
  facets: ProductFacets | undefined;
  onApply: (filters: ListFilters) => void;
}

const samePrices = (a: ListFilters, b: ListFilters) => a.price_min === b.price_min && a.price_max === b.price_max;

export function FilterColumn({ applied, facets, onApply }: FilterColumnProps) {
  const [draft, setDraft] = useState(applied);
  return (
    <Box component="aside" aria-labelledby="filter-column-title" sx={{ display: { xs: 'none', md: 'block' }, p: 2.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="filter-column-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {CATALOG_TEXTS.filtersTitle}
        </Typography>
        {filterCount(applied) > 0 && (
          <Button size="small" onClick={() => onApply(NO_FILTERS)}>
            {CATALOG_TEXTS.clearFilters}
          </Button>
        )}
      </Box>
      <FilterPanel
        idPrefix="filter"
        filters={draft}
        facets={facets}
        onChange={(next) => {
          setDraft(next);
          // Typing a price waits for the field to be left; anything else applies now.
          if (samePrices(next, draft)) onApply(next);
        }}
        onPriceDone={() => {
          if (!samePrices(draft, applied)) onApply(draft);
        }}
      />
    </Box>
  );
}
