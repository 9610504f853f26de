// The product list's controls: search by title, category and sort order.
import Box from '@mui/material/Box';
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
import { NativeSelectField, NativeTextField } from '../../../lib/native-fields';
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

export function ProductFilters({ search, onSearchChange, category, categories, onCategoryChange, sort, onSortChange }: ProductFiltersProps) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        alignItems: 'end',
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        p: { xs: 1.5, md: 2.5 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <NativeTextField
        id="product-search"
        type="search"
        label={CATALOG_TEXTS.searchLabel}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        startIcon={<SearchIcon />}
      />
      <NativeSelectField
        id="product-category"
        label={CATALOG_TEXTS.categoryLabel}
        value={category}
        onChange={(event) => onCategoryChange(event.target.value)}
        options={categoryOptions(category, categories)}
      />
      <NativeSelectField
        id="product-sort"
        label={CATALOG_TEXTS.sortLabel}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as ProductSort)}
        options={PRODUCT_SORTS.map((value) => ({ value, label: PRODUCT_SORT_LABELS[value] }))}
      />
    </Box>
  );
}
