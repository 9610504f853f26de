// The product showcase: the featured products (8 requested),
// with the heading, button texts and View All link of the product_showcase
// config; four demo products when none come back or the read fails.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { Skeleton } from '../../../lib/on-demand';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SHOWCASE, TEXTS, readProducts } from '@hair/domain';
import { ProductCard } from '@hair/ui';
import { getMediaBase, mediaOrigins } from '../../../lib/api-base';
import { useTRPC } from '../../../lib/trpc';
import { useSiteSection } from '../site-config/use-site-section';
import { DEMO_PRODUCTS } from './demo-content';
import { FEATURED_PRODUCTS_INPUT } from './home-queries';
import { SHOWCASE_TEXTS } from './home-texts';
import { SectionHeading } from './SectionHeading';

const GRID_ITEM_SIZE = { xs: 6, sm: 4, md: 3 } as const;

/** API page -> card data, with '/uploads/...' images made absolute against the API origin. */
const toProductViews = (page: unknown) => readProducts(page, mediaOrigins());

function useShowcaseTexts() {
  const { config } = useSiteSection('product_showcase');
  // Blank configured texts count as unset.
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    title: pick(config?.title, DEFAULT_SHOWCASE.title),
    viewAllText: pick(config?.view_all_text, DEFAULT_SHOWCASE.view_all_text),
    viewAllLink: pick(config?.view_all_link, DEFAULT_SHOWCASE.view_all_link),
    buyNowText: pick(config?.buy_now_text, DEFAULT_SHOWCASE.buy_now_text),
  };
}

export function ProductShowcase() {
  const trpc = useTRPC();
  const texts = useShowcaseTexts();
  const featured = useQuery(trpc.products.list.queryOptions(FEATURED_PRODUCTS_INPUT, { select: toProductViews }));

  // A failed product read is only logged; the demo products fill in.
  useEffect(() => {
    if (featured.error) console.warn('Failed to load featured products', featured.error);
  }, [featured.error]);

  const products = featured.data && featured.data.length > 0 ? featured.data : DEMO_PRODUCTS;
  return (
    <Box component="section" aria-labelledby="showcase-heading" sx={{ py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="showcase-heading" overline={SHOWCASE_TEXTS.overline} title={texts.title} />
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
        ) : (
          <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {products.map((product) => (
              <Grid key={product.id} size={GRID_ITEM_SIZE} component="li">
                <ProductCard product={product} buyNowText={texts.buyNowText} mediaBase={getMediaBase()} />
              </Grid>
            ))}
          </Grid>
        )}
        <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
          <Button href={texts.viewAllLink} variant="outlined" size="large" endIcon={<ArrowForwardIcon />} sx={{ px: 5, py: 1.3, borderWidth: 2, '&:hover': { borderWidth: 2 } }}>
            {texts.viewAllText}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
