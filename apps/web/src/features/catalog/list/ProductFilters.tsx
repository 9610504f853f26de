// The product list's controls: search by title, category and sort order.
import { type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  categoryOptionLabel,
  slugToLabel,
  type Category,
  type ProductSort,
  SEARCH_MAX_LENGTH,
} from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';

export interface ProductFiltersProps {
  search: string;
  onSearchChange: (text: string) => void;
  /** The category slug of the path, '' for all products. */
  category: string;
  categories: readonly Category[];
  onCategoryChange: (category: string) => void;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

/** Options of the category select; a category only the URL knows still shows as selected. */
function categoryOptions(category: string, categories: readonly Category[]): { value: string; label: string }[] {
  const options = categories.map((c) => ({ value: c.value, label: categoryOptionLabel(c, categories) }));
  if (category !== '' && !options.some((o) => o.value === category)) options.unshift({ value: category, label: slugToLabel(category) });
  return [{ value: '', label: CATALOG_TEXTS.allCategories }, ...options];
}

// Native selects: the phone's own picker, and labelled like any form field.
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

export function ProductFilters({ search, onSearchChange, category, categories, onCategoryChange, sort, onSortChange }: ProductFiltersProps) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        '& > :first-of-type': { gridColumn: { sm: '1 / -1', md: 'auto' } },
        p: { xs: 2, md: 2.5 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <TextField
        type="search"
        label={CATALOG_TEXTS.searchLabel}
        value={search}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSearchChange(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={CATALOG_TEXTS.categoryLabel}
        value={category}
        onChange={(event) => onCategoryChange(event.target.value)}
        slotProps={nativeSelect}
      >
        {categoryOptions(category, categories).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={CATALOG_TEXTS.sortLabel}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as ProductSort)}
        slotProps={nativeSelect}
      >
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {PRODUCT_SORT_LABELS[value]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
