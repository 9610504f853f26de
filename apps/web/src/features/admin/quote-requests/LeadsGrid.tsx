// The grid of leads: reference, buyer, country, stage, assignee, follow-up and
// when it came in, a page at a time from the server with the filters above it.
// The reference opens the lead (a button, so the keyboard reaches it too).
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { STAGE_LABELS, type LeadSummary } from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { GRID_PAGE_SIZES } from '../products/products-grid-query';
import { formatReceived } from '../inquiries/inquiry-format';
import { formatDay, leadTitle } from './lead-format';
import type { PipelineFilters } from './pipeline-search';
import { PIPELINE_TEXTS as T } from './texts';

/** Rendered with the filters as its key: new filters start again from the first page. */
export interface LeadsGridProps {
  filters: PipelineFilters;
  onOpen(id: string): void;
}

function useColumns(onOpen: (id: string) => void): GridColDef<LeadSummary>[] {
  return useMemo(
    () => [
      {
        field: 'reference',
        headerName: T.reference,
        width: 150,
        renderCell: ({ row }) => (
          <Link component="button" type="button" onClick={() => onOpen(row.id)} sx={{ fontWeight: 600 }}>
            {row.reference}
          </Link>
        ),
      },
      { field: 'name', headerName: T.nameCompany, flex: 1, minWidth: 200, valueGetter: (_value, row) => leadTitle(row) },
      { field: 'country_name', headerName: T.country, width: 140 },
      { field: 'stage', headerName: T.stage, width: 140, renderCell: ({ row }) => <Chip size="small" variant={row.stage === 'new' ? 'filled' : 'outlined'} label={STAGE_LABELS[row.stage]} /> },
      { field: 'assignee', headerName: T.assignee, width: 200, valueGetter: (_value, row) => row.assignee?.email ?? '' },
      { field: 'follow_up_on', headerName: T.followUp, width: 130, valueFormatter: (value: string | null) => (value ? formatDay(value) : '') },
      { field: 'created_at', headerName: T.created, width: 170, valueFormatter: (value: string) => formatReceived(value) },
    ],
    [onOpen],
  );
}

export function LeadsGrid({ filters, onOpen }: LeadsGridProps) {
  const trpc = useTRPC();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_PAGE_SIZES[1] });
  const list = useQuery(trpc.quoteRequests.list.queryOptions({ ...filters, offset: pagination.page * pagination.pageSize, limit: pagination.pageSize }, { placeholderData: keepPreviousData }));
  const columns = useColumns(onOpen);

  useEffect(() => {
    if (list.isError) enqueueSnackbar(T.fetchFailed, { variant: 'error' });
  }, [list.isError]);

  return (
    <DataGrid<LeadSummary>
      label={T.gridLabel}
      // The grid writes a <style> tag of its own: it needs the page's CSP nonce.
      nonce={readCspNonce()}
      rows={list.data?.items ?? []}
      rowCount={list.data?.total ?? 0}
      columns={columns}
      loading={list.isFetching}
      paginationMode="server"
      paginationModel={pagination}
      onPaginationModelChange={setPagination}
      pageSizeOptions={[...GRID_PAGE_SIZES]}
      // Filtering and sorting are the filters above the grid (the server's).
      disableColumnFilter
      disableColumnSorting
      disableVirtualization
      disableRowSelectionOnClick
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 }, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
