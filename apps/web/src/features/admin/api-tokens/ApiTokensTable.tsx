// The API tokens table: name, scope, last use, creator, creation date and Revoke.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { ApiToken } from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { formatTokenDate } from './api-token-format';
import { API_TOKEN_ADMIN_TEXTS as T } from './texts';

export interface ApiTokensTableProps {
  rows: ApiToken[];
  loading: boolean;
  onRevoke(token: ApiToken): void;
}

export function ApiTokensTable({ rows, loading, onRevoke }: ApiTokensTableProps) {
  // On a phone the name, scope and action fit; the dates and creator are left out.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns: GridColDef<ApiToken>[] = [
    { field: 'name', headerName: T.columnName, flex: 1, minWidth: 160 },
    {
      field: 'scope',
      headerName: T.columnScope,
      width: 130,
      renderCell: ({ row }) => (
        <Chip size="small" label={T.scope[row.scope]} color={row.scope === 'read-write' ? 'secondary' : 'default'} variant={row.scope === 'read-write' ? 'filled' : 'outlined'} />
      ),
    },
    { field: 'last_used_at', headerName: T.columnLastUsed, width: 180, valueFormatter: (value: string | null) => formatTokenDate(value, T.never) },
    { field: 'created_by', headerName: T.columnCreatedBy, flex: 1, minWidth: 180, sortable: false, valueFormatter: (value: ApiToken['created_by']) => value?.email ?? T.deletedAccount },
    { field: 'created_at', headerName: T.columnCreated, width: 180, valueFormatter: (value: string) => formatTokenDate(value, T.never) },
    {
      field: 'actions',
      headerName: T.columnActions,
      width: 110,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Button size="small" color="error" aria-label={T.revokeLabel(row.name)} onClick={() => onRevoke(row)}>
          {T.revoke}
        </Button>
      ),
    },
  ];

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      columnVisibilityModel={{ last_used_at: !narrow, created_by: !narrow, created_at: !narrow }}
      loading={loading}
      label={T.tableLabel}
      // The grid's own <style> tag needs the page's CSP nonce.
      nonce={readCspNonce()}
      autoHeight
      disableRowSelectionOnClick
      hideFooter={rows.length <= 25}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      localeText={{ noRowsLabel: T.empty }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
