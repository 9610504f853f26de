// Product create (/admin/products/new) and edit (/admin/products/{id}): 'Create Product' or 'Edit Product', the form,
// and on the edit page the product's state with 'Publish' or 'Unpublish'.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TEXTS, TEXTS, effectiveCategories, type Category } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { NEW_PRODUCT, formValuesFromProduct } from './product-form';
import { ProductForm } from './ProductForm';
import { ProductPricesSection } from './price-grid/ProductPricesSection';
import { PublishControl } from './PublishControl';
import { PriceHistorySection } from './price-tools/PriceHistorySection';
import { useProductCategories } from './useProductCategories';

export const BACK_TO_PRODUCTS = 'Back to products';
export const CREATE_DESCRIPTION = 'Add a new product to the catalogue.';

const backLink = (
  <Button href="/admin/products" startIcon={<ArrowBackIcon />} color="inherit">
    {BACK_TO_PRODUCTS}
  </Button>
);

export function ProductEditorPage() {
  const { id } = useParams({ strict: false });
  usePageMeta({ title: id ? ADMIN_TEXTS.editProduct : ADMIN_TEXTS.createProduct });
  const categories = useProductCategories();
  // The built-in categories until the stored tree arrives.
  const list = categories.data ?? effectiveCategories([]);
  if (!id) {
    return (
      <>
        <AdminPageHeader title={ADMIN_TEXTS.createProduct} description={CREATE_DESCRIPTION} actions={backLink} />
        <ProductForm initial={NEW_PRODUCT} categories={list} />
        <ProductPricesSection />
      </>
    );
  }
  return <EditProduct id={id} categories={list} />;
}

function EditProduct({ id, categories }: { id: string; categories: readonly Category[] }) {
  const trpc = useTRPC();
  const product = useQuery(trpc.products.byId.queryOptions({ id }));

  useEffect(() => {
    if (product.isError) enqueueSnackbar(ADMIN_TEXTS.loadProductFailed, { variant: 'error' });
  }, [product.isError]);

  return (
    <>
      <AdminPageHeader
        title={ADMIN_TEXTS.editProduct}
        description={product.data?.name}
        actions={
          <>
            {product.data && <PublishControl productId={product.data.id} published={product.data.published} />}
            {backLink}
          </>
        }
      />
      {product.isPending ? (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {TEXTS.loadingProduct}
          </Typography>
          <Grid container spacing={3} aria-hidden>
            <Grid size={{ xs: 12, md: 7, lg: 8 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid>
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid>
          </Grid>
        </>
      ) : product.isError ? (
        <Alert severity="error">
          {ADMIN_TEXTS.loadProductFailed}: {errorMessage(product.error, TEXTS.productNotFound)}
        </Alert>
      ) : (
        <>
          <ProductForm key={product.data.id} productId={product.data.id} initial={formValuesFromProduct(product.data)} categories={categories} />
          <ProductPricesSection productId={product.data.id} />
          <PriceHistorySection productId={product.data.id} currency={product.data.currency} />
        </>
      )}
    </>
  );
}
