// Product management: the count of products without a category, the Prices
// menu (price file, bulk change), Add Product, Manage Categories and the products grid.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TEXTS, effectiveCategories } from '@hair/domain';
import { BRAND_COLORS } from '@hair/ui';
import { usePageMeta } from '../../../lib/page-meta';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ManageCategoriesDialog } from './ManageCategoriesDialog';
import { PricesMenu } from './price-tools/PricesMenu';
import { ProductsGrid } from './ProductsGrid';
import { useProductCategories } from './useProductCategories';

export const PRODUCTS_TITLE = 'Products';
export const PRODUCTS_DESCRIPTION = 'Manage your hair extension catalogue.';

function CategoryUnsetBadge() {
  const trpc = useTRPC();
  const unset = useQuery(trpc.products.categoryUnsetCount.queryOptions());
  if (!unset.data) return null;
  const { count } = unset.data;
  return (
    <Chip
      label={ADMIN_TEXTS.categoryUnset(count)}
      variant="outlined"
      sx={count > 0 ? { bgcolor: alpha(BRAND_COLORS.gold, 0.18), borderColor: 'secondary.main', color: 'text.primary', fontWeight: 600 } : { color: 'text.secondary' }}
    />
  );
}

export function ProductsAdminPage() {
  usePageMeta({ title: PRODUCTS_TITLE });
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categories = useProductCategories();
  // Until the stored tree arrives, the built-in labels already read well.
  const list = categories.data ?? effectiveCategories([]);

  return (
    <>
      <AdminPageHeader
        title={PRODUCTS_TITLE}
        description={PRODUCTS_DESCRIPTION}
        actions={
          <>
            <CategoryUnsetBadge />
            <PricesMenu categories={list} />
            <Button variant="outlined" startIcon={<AccountTreeIcon />} onClick={() => setCategoriesOpen(true)}>
              {ADMIN_TEXTS.manageCategories}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} href="/admin/products/new">
              {ADMIN_TEXTS.addProduct}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ height: { xs: 640, md: 'calc(100vh - 220px)' }, minHeight: 480, overflow: 'hidden' }}>
        <ProductsGrid categories={list} />
      </Paper>
      <ManageCategoriesDialog open={categoriesOpen} onClose={() => setCategoriesOpen(false)} categories={list} />
    </>
  );
}
