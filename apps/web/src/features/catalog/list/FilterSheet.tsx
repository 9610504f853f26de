// The phone's filter sheet (a bottom drawer): the filter column's choices as a draft,
// with the counts of that draft, applied by 'Apply'. Loaded when first opened, so
// the list's first load carries none of the drawer's code.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nextListSearch, type ProductListSearch } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { productFacetsInput } from '../catalog-queries';
import { CATALOG_TEXTS } from '../catalog-texts';
import { FilterPanel } from './FilterPanel';
import { NO_FILTERS, filtersFromSearch, searchChangeFromFilters, type ListFilters } from './list-filters';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** The list's category ('' for all) and URL search: what the draft starts from and is counted with. */
  category: string;
  search: ProductListSearch;
  onApply: (filters: ListFilters) => void;
}

/** The page mounts it anew for each opening, so that the draft starts from what the list shows. */
export default function FilterSheet({ open, onClose, category, search, onApply }: FilterSheetProps) {
  const [draft, setDraft] = useState(() => filtersFromSearch(search));

  const trpc = useTRPC();
  const counted = nextListSearch(search, searchChangeFromFilters(draft));
  const facets = useQuery({ ...trpc.products.facets.queryOptions(productFacetsInput(category, counted), { placeholderData: keepPreviousData }), enabled: open });

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: '88dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12, display: 'flex', flexDirection: 'column' }, 'aria-labelledby': 'filter-sheet-title' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="filter-sheet-title" component="h2" variant="h6">
          {CATALOG_TEXTS.filtersTitle}
        </Typography>
        <IconButton aria-label={CATALOG_TEXTS.closeFilters} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>
        <FilterPanel idPrefix="sheet-filter" filters={draft} facets={facets.data} onChange={setDraft} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1.5, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="outlined" onClick={() => setDraft(NO_FILTERS)}>
          {CATALOG_TEXTS.clearFilters}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {CATALOG_TEXTS.applyFilters}
        </Button>
      </Box>
    </Drawer>
  );
}
