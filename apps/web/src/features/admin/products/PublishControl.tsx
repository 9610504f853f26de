// The product's state on its edit page: a 'Draft' or 'Published' chip, the button
// that moves it to the other state, and its storefront page (for a draft, the admin's
// preview: the page reads it with the admin's token). A draft is not on the storefront.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXTS } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

/** The 'Draft' chip: dark on light, readable (the theme's warning colour is too pale for its text). */
export const DRAFT_CHIP = { bgcolor: 'grey.800', color: 'common.white' } as const;

export function PublishControl({ productId, published }: { productId: string; published: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation(
    trpc.products.update.mutationOptions({
      onSuccess: (product) => {
        enqueueSnackbar(product.published ? ADMIN_TEXTS.productPublished : ADMIN_TEXTS.productUnpublished, { variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
      },
      onError: () => enqueueSnackbar(ADMIN_TEXTS.publishFailed, { variant: 'error' }),
    }),
  );
  return (
    <>
      {published ? (
        <Chip variant="outlined" color="success" label={ADMIN_TEXTS.published} />
      ) : (
        <Chip label={ADMIN_TEXTS.draft} title={ADMIN_TEXTS.draftHint} sx={DRAFT_CHIP} />
      )}
      <Button href={`/product/${encodeURIComponent(productId)}`} target="_blank" rel="noopener" color="inherit">
        {published ? ADMIN_TEXTS.viewOnSite : ADMIN_TEXTS.preview}
      </Button>
      <Button variant={published ? 'outlined' : 'contained'} disabled={isPending} onClick={() => mutate({ id: productId, published: !published })}>
        {published ? ADMIN_TEXTS.unpublish : ADMIN_TEXTS.publish}
      </Button>
    </>
  );
}
