// The testimonial table: Author (with role), Quote preview,
// Rating as five stars, Featured or Regular, and the row's actions.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ADMIN_TEXTS, MAX_RATING, resolveMediaUrl, type Testimonial } from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { getApiOrigin } from '../../../lib/api-base';
import { quotePreview } from './testimonial-form';
import { TESTIMONIAL_ADMIN_TEXTS as T } from './texts';

export interface TestimonialsTableProps {
  rows: Testimonial[];
  loading: boolean;
  onEdit(testimonial: Testimonial): void;
  onDelete(testimonial: Testimonial): void;
}

export function TestimonialsTable({ rows, loading, onEdit, onDelete }: TestimonialsTableProps) {
  const apiOrigin = getApiOrigin();
  // On a phone the author, status and actions fit; the quote shows in the edit dialog.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns: GridColDef<Testimonial>[] = [
    {
      field: 'author',
      headerName: T.columnAuthor,
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <Avatar src={resolveMediaUrl(row.image_url, apiOrigin) || undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {row.author.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.author}
            </Typography>
            {row.role && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {row.role}
              </Typography>
            )}
          </Box>
        </Stack>
      ),
    },
    {
      field: 'quote',
      headerName: T.columnQuote,
      flex: 2,
      minWidth: 260,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography
          variant="body2"
          title={row.quote}
          sx={{ whiteSpace: 'normal', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontStyle: 'italic', lineHeight: 1.45 }}
        >
          “{quotePreview(row.quote)}”
        </Typography>
      ),
    },
    {
      field: 'rating',
      headerName: T.columnRating,
      width: 140,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <Rating value={row.rating} max={MAX_RATING} readOnly size="small" aria-label={T.ratingLabel(row.rating)} sx={{ color: 'secondary.dark' }} />
        </Box>
      ),
    },
    {
      field: 'featured',
      headerName: T.columnStatus,
      width: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.featured ? ADMIN_TEXTS.featured : ADMIN_TEXTS.regular}
          color={row.featured ? 'secondary' : 'default'}
          variant={row.featured ? 'filled' : 'outlined'}
        />
      ),
    },
    {
      field: 'actions',
      headerName: T.columnActions,
      width: 110,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <IconButton size="small" aria-label={T.editLabel(row.author)} onClick={() => onEdit(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={T.deleteLabel(row.author)} onClick={() => onDelete(row)} sx={{ color: 'error.main' }}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      columnVisibilityModel={{ quote: !narrow, rating: !narrow }}
      loading={loading}
      label={T.tableLabel}
      // The grid's own <style> tag needs the page's CSP nonce.
      nonce={readCspNonce()}
      autoHeight
      rowHeight={76}
      disableRowSelectionOnClick
      hideFooter={rows.length <= 25}
      pageSizeOptions={[25, 50, 100]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      localeText={{ noRowsLabel: T.empty }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
