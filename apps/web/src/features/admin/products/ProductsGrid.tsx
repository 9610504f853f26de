// The products table: Image, Name, Category, Price From, Price
// To, the Featured/Regular badge and Actions. Paging, sorting, the name search
// and the category filter run on the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  DataGrid,
  getGridSingleSelectOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TEXTS,
  categoryLabel,
  categoryOptionLabel,
  formatProductTotal,
  formatUsd,
  isCappedTotal,
  resolveMediaUrl,
  type Category,
  type Product,
} from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { getApiOrigin } from '../../../lib/api-base';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { GRID_PAGE_SIZES, SORTABLE_FIELDS, toListInput } from './products-grid-query';
import { DRAFT_CHIP } from './PublishControl';

export const PRODUCTS_GRID_LABEL = 'Product catalogue';
const ROW_HEIGHT = 68;

function ProductThumbnail({ url }: { url: string | null }) {
  const box = { width: 48, height: 48, borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 } as const;
  if (!url) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'background.default', color: 'text.secondary' }}>
        <ImageIcon fontSize="small" aria-hidden />
      </Box>
    );
  }
  // The name stands in the next column: the picture adds nothing for a screen reader.
  return <Box component="img" src={resolveMediaUrl(url, getApiOrigin())} alt="" loading="lazy" sx={{ ...box, objectFit: 'cover', display: 'block' }} />;
}

function useColumns(categories: readonly Category[], onDelete: (product: Product) => void): GridColDef<Product>[] {
  return useMemo(() => {
    const is = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');
    const price = (field: 'price_from' | 'price_to', headerName: string): GridColDef<Product> => ({
      field,
      headerName,
      width: 112,
      align: 'right',
      headerAlign: 'right',
      filterable: false,
      sortable: SORTABLE_FIELDS.includes(field),
      valueFormatter: (value) => formatUsd(value),
    });
    return [
      {
        field: 'image_url',
        headerName: 'Image',
        width: 84,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
            <ProductThumbnail url={row.image_url ?? row.gallery_images[0] ?? null} />
          </Box>
        ),
      },
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 240,
        filterable: false,
        sortable: SORTABLE_FIELDS.includes('name'),
        renderCell: ({ row }) => (
          <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal', lineHeight: 1.35, fontWeight: 500 }}>
            {row.name}
          </Box>
        ),
      },
      {
        field: 'category',
        headerName: 'Category',
        width: 160,
        type: 'singleSelect',
        sortable: false,
        valueOptions: categories.map((c) => ({ value: c.value, label: categoryOptionLabel(c, categories) })),
        filterOperators: is,
        // The label, else the built-in label, else the raw value, else a dash.
        renderCell: ({ row }) => categoryLabel(row.category, categories),
      },
      price('price_from', 'Price From'),
      price('price_to', 'Price To'),
      {
        field: 'featured',
        headerName: 'Featured',
        width: 112,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) =>
          row.featured ? (
            <Chip size="small" label={ADMIN_TEXTS.featured} sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 600 }} />
          ) : (
            <Chip size="small" variant="outlined" label={ADMIN_TEXTS.regular} />
          ),
      },
      {
        field: 'published',
        headerName: 'State',
        width: 112,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) =>
          row.published ? <Chip size="small" variant="outlined" color="success" label={ADMIN_TEXTS.published} /> : <Chip size="small" label={ADMIN_TEXTS.draft} sx={DRAFT_CHIP} />,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 100,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton href={`/admin/products/${encodeURIComponent(row.id)}`} aria-label={`Edit ${row.name}`} size="small">
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton onClick={() => onDelete(row)} aria-label={`Delete ${row.name}`} size="small" color="error">
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ),
      },
    ];
  }, [categories, onDelete]);
}

export interface ProductsGridProps {
  categories: readonly Category[];
}

export function ProductsGrid({ categories }: ProductsGridProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_PAGE_SIZES[0] });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const input = toListInput(pagination, sortModel, filterModel);
  const list = useQuery(trpc.products.list.queryOptions(input, { placeholderData: keepPreviousData }));

  useEffect(() => {
    if (list.isError) enqueueSnackbar(ADMIN_TEXTS.fetchProductsFailed, { variant: 'error' });
  }, [list.isError]);

  const { mutate: deleteProduct } = useMutation(trpc.products.delete.mutationOptions());
  const onDelete = useCallback(
    (product: Product) => {
      if (!window.confirm(ADMIN_TEXTS.confirmDeleteProduct)) return;
      deleteProduct(
        { id: product.id },
        {
          onSuccess: () => {
            enqueueSnackbar(ADMIN_TEXTS.productDeleted, { variant: 'success' });
            void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
          },
          onError: () => enqueueSnackbar(ADMIN_TEXTS.deleteProductFailed, { variant: 'error' }),
        },
      );
    },
    [deleteProduct, queryClient, trpc],
  );
  const columns = useColumns(categories, onDelete);

  // Filters narrow the list: start again from its first page.
  const changeFilter = (model: GridFilterModel) => {
    setFilterModel(model);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const changeSort = (model: GridSortModel) => {
    setSortModel(model);
    setPagination((current) => ({ ...current, page: 0 }));
  };

  return (
    <DataGrid<Product>
      label={PRODUCTS_GRID_LABEL}
      // The grid writes a <style> tag of its own: it needs the page's CSP nonce.
      nonce={readCspNonce()}
      rows={list.data?.items ?? []}
      rowCount={list.data?.total ?? 0}
      // Totals are counted up to a cap: past it the grid says '1,000+' and its pages end there.
      localeText={{ paginationDisplayedRows: ({ from, to, count }) => `${from.toLocaleString()}–${to.toLocaleString()} of ${isCappedTotal(count) ? formatProductTotal(count) : count.toLocaleString()}` }}
      columns={columns}
      loading={list.isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={pagination}
      onPaginationModelChange={setPagination}
      pageSizeOptions={[...GRID_PAGE_SIZES]}
      sortModel={sortModel}
      onSortModelChange={changeSort}
      filterModel={filterModel}
      onFilterModelChange={changeFilter}
      filterDebounceMs={400}
      showToolbar
      slotProps={{
        toolbar: {
          showQuickFilter: true,
          quickFilterProps: { debounceMs: 400 },
          csvOptions: { disableToolbarButton: true },
          printOptions: { disableToolbarButton: true },
        },
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
      }}
      rowHeight={ROW_HEIGHT}
      // A page holds at most 100 rows: every cell is rendered, so on a phone the
      // Actions column is there to scroll to (and screen readers see every column).
      disableVirtualization
      disableRowSelectionOnClick
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 }, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
