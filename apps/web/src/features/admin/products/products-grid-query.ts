// The products grid pages, sorts and filters on the server (it must stay fast
// with 10,000 products): its models become the products.list query.
import { type GridFilterModel, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { NEWEST_FIRST, type ProductListOrder, type ProductSort } from '@hair/domain';

export const GRID_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Columns the server can sort by, and its sort order for each direction. */
const SORTS: Readonly<Record<string, Record<'asc' | 'desc', ProductSort>>> = {
  name: { asc: 'name-asc', desc: 'name-desc' },
  price_from: { asc: 'price-asc', desc: 'price-desc' },
};
export const SORTABLE_FIELDS = Object.keys(SORTS);

export interface ProductsListInput {
  /** The admin's list shows the drafts too. */
  include_drafts: true;
  offset: number;
  limit: number;
  sort: ProductListOrder;
  q?: string;
  category?: string;
}

export function toListInput(pagination: GridPaginationModel, sortModel: GridSortModel, filterModel: GridFilterModel): ProductsListInput {
  const [sortItem] = sortModel;
  // Unsorted, the newest product comes first: the one just created is on page 1.
  const sort = sortItem?.sort ? SORTS[sortItem.field]?.[sortItem.sort] : undefined;
  const input: ProductsListInput = { include_drafts: true, offset: pagination.page * pagination.pageSize, limit: pagination.pageSize, sort: sort ?? NEWEST_FIRST };
  const q = (filterModel.quickFilterValues ?? []).map(String).join(' ').trim();
  if (q) input.q = q;
  const category = filterModel.items.find((item) => item.field === 'category')?.value;
  if (typeof category === 'string' && category !== '') input.category = category;
  return input;
}
