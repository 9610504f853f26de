// The products grid pages, sorts and filters on the server (it must stay fast
// with 10,000 products): its models become the products.list query.
import { type GridFilterModel, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { type ProductSort } from '@hair/domain';

export const GRID_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Columns the server can sort by, and its sort order for each direction. */
const SORTS: Readonly<Record<string, Record<'asc' | 'desc', ProductSort>>> = {
  name: { asc: 'name-asc', desc: 'name-desc' },
  price_from: { asc: 'price-asc', desc: 'price-desc' },
};
export const SORTABLE_FIELDS = Object.keys(SORTS);

export interface ProductsListInput {
  offset: number;
  limit: number;
  sort?: ProductSort;
  q?: string;
  category?: string;
}

export function toListInput(pagination: GridPaginationModel, sortModel: GridSortModel, filterModel: GridFilterModel): ProductsListInput {
  const input: ProductsListInput = { offset: pagination.page * pagination.pageSize, limit: pagination.pageSize };
  const [sortItem] = sortModel;
  if (sortItem?.sort) {
    const sort = SORTS[sortItem.field]?.[sortItem.sort];
    if (sort) input.sort = sort;
  }
  const q = (filterModel.quickFilterValues ?? []).map(String).join(' ').trim();
  if (q) input.q = q;
  const category = filterModel.items.find((item) => item.field === 'category')?.value;
  if (typeof category === 'string' && category !== '') input.category = category;
  return input;
}
