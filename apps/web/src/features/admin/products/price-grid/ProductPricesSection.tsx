// The price grid card of the product edit page: loads the product's grid, and
// saves the editor's grid in one call that also moves the product's
// price-from and price-to to the grid's lowest and highest price.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TRPCClientError } from '@trpc/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/api-errors';
import { enqueueSnackbar } from '../../../../lib/toast';
import { useTRPC } from '../../../../lib/trpc';
import { editorFromGrid, placeServerErrors, type GridDraft } from './grid-editor-state';
import { PriceGridEditor } from './PriceGridEditor';
import { GRID_EDITOR_TEXTS } from './texts';

type ServerErrors = ReturnType<typeof placeServerErrors>;
const NO_ERRORS: ServerErrors = { cellErrors: {}, fieldErrors: {} };

function errorDetails(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof TRPCClientError)) return [];
  const details: unknown = (error.data as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as { field: string; message: string }[]) : [];
}

export function ProductPricesSection({ productId }: { productId?: string }) {
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="price-grid-title">
      <CardContent>
        <Typography id="price-grid-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {GRID_EDITOR_TEXTS.title}
        </Typography>
        {productId ? <LoadedEditor productId={productId} /> : <Typography color="text.secondary">{GRID_EDITOR_TEXTS.saveFirst}</Typography>}
      </CardContent>
    </Card>
  );
}

function LoadedEditor({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const grid = useQuery(trpc.prices.byProduct.queryOptions({ productId }));
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_ERRORS);
  const [cellKeys, setCellKeys] = useState<string[]>([]);
  const replace = useMutation(
    trpc.prices.replace.mutationOptions({
      onSuccess: async () => {
        setServerErrors(NO_ERRORS);
        enqueueSnackbar(GRID_EDITOR_TEXTS.saved, { variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: trpc.prices.byProduct.queryKey({ productId }) });
        await queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.priceHistory.pathKey() });
      },
      onError: (error) => {
        const placed = placeServerErrors(errorDetails(error), cellKeys);
        setServerErrors(placed);
        enqueueSnackbar(`${GRID_EDITOR_TEXTS.saveFailed}: ${errorMessage(error, GRID_EDITOR_TEXTS.saveFailed)}`, { variant: 'error' });
      },
    }),
  );

  if (grid.isPending) {
    return (
      <>
        <Typography role="status" color="text.secondary">
          {GRID_EDITOR_TEXTS.loading}
        </Typography>
        <Skeleton variant="rounded" height={240} aria-hidden />
      </>
    );
  }
  if (grid.isError) return <Alert severity="error">{`${GRID_EDITOR_TEXTS.loadFailed}: ${errorMessage(grid.error, '')}`}</Alert>;

  const onSave = (draft: GridDraft) => {
    setCellKeys(draft.cellKeys);
    replace.mutate({ ...draft.input, productId });
  };
  return <PriceGridEditor key={grid.data?.updated_at ?? 'new'} initial={editorFromGrid(grid.data)} saving={replace.isPending} serverErrors={serverErrors} onSave={onSave} />;
}
