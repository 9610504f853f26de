// The home page's product showcase: the featured products from the API, with a
// loading state and an empty state.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SHOWCASE, FEATURED_PRODUCTS_LIMIT, TEXTS, readProducts } from '@hair/domain';
import { PageContainer, ProductCard } from '@hair/ui';
import { getApiOrigin } from '../../lib/api-base';
import { useTRPC } from '../../lib/trpc';

export const NO_FEATURED_PRODUCTS = 'No featured products yet. Please check back soon.';

const GRID_ITEM_SIZE = { xs: 6, sm: 4, md: 3 } as const;

/** API page -> card data, with '/uploads/...' images made absolute against the API origin. */
const toProductViews = (page: unknown) => readProducts(page, { apiOrigin: getApiOrigin() });

export function FeaturedProducts() {
  const trpc = useTRPC();
  const featured = useQuery(
    trpc.products.list.queryOptions(
      { featured: true, limit: FEATURED_PRODUCTS_LIMIT },
      { select: toProductViews },
    ),
  );

  // Spec point 8: a failed product read is logged; the visitor sees the empty state.
  useEffect(() => {
    if (featured.error) console.warn('Failed to load featured products', featured.error);
  }, [featured.error]);

  const products = featured.data ?? [];
  return (
    <PageContainer>
      <Box component="section" aria-labelledby="featured-heading">
        <Typography id="featured-heading" variant="h2" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          {DEFAULT_SHOWCASE.title}
        </Typography>
        {featured.isPending ? (
          <>
            <Typography role="status" sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}>
              {TEXTS.loadingProducts}
            </Typography>
            <Grid container spacing={{ xs: 2, md: 3 }} aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Grid key={i} size={GRID_ITEM_SIZE}>
                  <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
                  <Skeleton width="80%" sx={{ mt: 1 }} />
                  <Skeleton width="40%" />
                </Grid>
              ))}
            </Grid>
          </>
        ) : products.length === 0 ? (
          <Typography role="status" sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>
            {NO_FEATURED_PRODUCTS}
          </Typography>
        ) : (
          <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {products.map((product) => (
              <Grid key={product.id} size={GRID_ITEM_SIZE} component="li">
                <ProductCard product={product} />
              </Grid>
            ))}
          </Grid>
        )}
        <Box sx={{ textAlign: 'center', mt: { xs: 4, md: 6 } }}>
          <Button href={DEFAULT_SHOWCASE.view_all_link} variant="outlined" size="large">
            {DEFAULT_SHOWCASE.view_all_text}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
