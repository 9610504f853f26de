// Product detail /product/{slug} (an id answers too, the slug's URL being canonical): gallery, price and card fields,
// the tabs with the approved reviews and the review form, related products and
// the floating WhatsApp button. A missing product says so instead of loading forever.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import {
  DETAIL_DEFAULT_CATEGORY_LABEL,
  TEXTS,
  categoryAncestors,
  categoryLabel,
  productFallbackDescription,
  productImagesWithAlts,
  productPagePath,
  readProductDetail,
  selectionLabel,
  type Category,
  type GridSearch,
  type ProductDetailView,
  type ProductView,
} from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { mediaOrigins } from '../../lib/api-base';
import { errorStatus } from '../../lib/api-errors';
import { Alert, Skeleton } from '../../lib/on-demand';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC } from '../../lib/trpc';
import { CATALOG_TEXTS } from './catalog-texts';
import { ContactFab } from './detail/ContactFab';
import { FullPriceTable } from './detail/FullPriceTable';
import { resolveGridSelection } from './detail/grid-selection';
import { PriceGridPanel } from './detail/PriceGridPanel';
import { detailContent } from './detail/detail-content';
import { ProductBreadcrumbs, type BreadcrumbLink } from './detail/ProductBreadcrumbs';
import { ProductGallery } from './detail/ProductGallery';
import { ProductInfoPanel } from './detail/ProductInfoPanel';
import { DEFAULT_DETAIL_TAB, ProductTabs, type DetailTab } from './detail/ProductTabs';
import { RelatedProducts } from './detail/RelatedProducts';
import { TradeTermsBlock } from './detail/TradeTermsBlock';
import { ReviewForm } from './detail/ReviewForm';
import { ReviewList } from './detail/ReviewList';
import { useCategories, useProductDetailDefaults } from './site-config-queries';

const META_DESCRIPTION_MAX = 160;

function toView(raw: unknown): ProductDetailView {
  return readProductDetail(raw, mediaOrigins());
}

/** The product's category list, or all products when it has none. */
function categoryPath(category: string | null): string {
  return category ? `/products/${encodeURIComponent(category)}` : '/products';
}

/** The breadcrumb's categories: those above the product's, then its own. */
function breadcrumbCategories(category: string | null, categoryText: string, categories: readonly Category[]): BreadcrumbLink[] {
  const above = category ? categoryAncestors(category, categories).map((c) => ({ text: c.label, href: categoryPath(c.value) })) : [];
  return [...above, { text: categoryText, href: categoryPath(category) }];
}

function metaDescription(product: ProductView): string {
  const text = product.descriptionText ?? '';
  if (text === '') return productFallbackDescription(product.name);
  return text.length <= META_DESCRIPTION_MAX ? text : `${text.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function ProductDetailPage() {
  const { id } = useParams({ from: '/_site/product/$id' });
  const trpc = useTRPC();
  const product = useQuery(trpc.products.byId.queryOptions({ id }, { select: toView }));
  const missing = product.isError;
  usePageMeta(
    product.data
      ? { title: product.data.name, description: metaDescription(product.data), canonicalPath: productPagePath(product.data.slug) }
      : { title: missing ? TEXTS.productNotFound : undefined },
  );

  // Another product (a related card): start at the top. Not on the first render,
  // where the router restores the scroll position of a Back navigation.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    window.scrollTo({ top: 0 });
  }, [id]);

  // A failed product read is only logged; a missing product (404) is not a failure.
  useEffect(() => {
    if (product.error && errorStatus(product.error) !== 404) console.warn('Failed to load product', product.error);
  }, [product.error]);

  if (product.data) return <ProductDetail key={product.data.id} product={product.data} />;
  if (missing) return <ProductMissing />;
  return <ProductLoading />;
}

function ProductLoading() {
  return (
    <PageContainer>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 3 }}>
        {TEXTS.loadingProduct}
      </Typography>
      <Grid container spacing={{ xs: 3, md: 6 }} aria-hidden="true">
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton width="30%" />
          <Skeleton height={56} width="85%" />
          <Skeleton height={96} sx={{ my: 2 }} />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Grid>
      </Grid>
    </PageContainer>
  );
}

function ProductMissing() {
  return (
    <PageContainer maxWidth="sm">
      <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 2 }}>
          {TEXTS.productNotFound}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{CATALOG_TEXTS.productNotFoundHint}</Typography>
        <Button href="/products" variant="contained">
          {TEXTS.backToProducts}
        </Button>
      </Box>
    </PageContainer>
  );
}

function ProductDetail({ product }: { product: ProductDetailView }) {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.reviews.forProduct.queryOptions({ productId: product.id }));
  const grid = useQuery(trpc.prices.byProduct.queryOptions({ productId: product.id })).data ?? null;
  const search: GridSearch = useSearch({ from: '/_site/product/$id' });
  const navigate = useNavigate();
  const { id: pathId } = useParams({ from: '/_site/product/$id' });
  // Each pick replaces the history entry, so Back leaves the product instead of undoing picks.
  const onGridSearch = (next: GridSearch) =>
    void navigate({ to: '/product/$id', params: { id: pathId }, search: next, replace: true, resetScroll: false });
  const picked = grid ? resolveGridSelection(grid, search) : null;
  // The WhatsApp text names a selection the buyer made (or a shared link holds), not
  // the first combination the page shows before anything is picked.
  const chosen = search.length !== undefined || search.texture !== undefined || search.grade !== undefined;
  const pickedText = chosen && picked?.selection ? selectionLabel(picked.axes, picked.selection) : '';
  const categories: Category[] = useCategories();
  const content = detailContent(product, useProductDetailDefaults());
  const [tab, setTab] = useState<DetailTab>(DEFAULT_DETAIL_TAB);
  const [reviewSent, setReviewSent] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  const categoryText = product.category ? categoryLabel(product.category, categories) : DETAIL_DEFAULT_CATEGORY_LABEL;
  const backHref = categoryPath(product.category);
  const reviewCount = reviews.data?.count ?? 0;

  const onReviewSubmitted = () => {
    setReviewSent(true);
    setTab('reviews');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageContainer>
      <ProductBreadcrumbs categories={breadcrumbCategories(product.category, categoryText, categories)} productName={product.name} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery name={product.name} images={productImagesWithAlts(product)} video={product.video} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductInfoPanel
            product={product}
            content={content}
            showBundleWeight={grid === null || grid.bundle_grams === null}
            categoryText={categoryText}
            backHref={backHref}
            reviewCount={reviewCount}
            reviewAverage={reviews.data?.average ?? 0}
          >
            {grid && <PriceGridPanel productId={product.id} productName={product.name} grid={grid} search={search} onSearchChange={onGridSearch} />}
            <TradeTermsBlock own={product.tradeTerms} />
          </ProductInfoPanel>
        </Grid>
      </Grid>

      <Stack spacing={{ xs: 4, md: 6 }} sx={{ mt: { xs: 5, md: 8 } }}>
        {grid && <FullPriceTable grid={grid} search={search} productName={product.name} />}
        {/* Clear of the sticky site header when scrolled into view. */}
        <Box ref={tabsRef} sx={{ scrollMarginTop: { xs: 88, md: 104 } }}>
          <ProductTabs
            tab={tab}
            onTabChange={setTab}
            reviewCount={reviewCount}
            descriptionHtml={product.descriptionHtml}
            content={content}
            reviews={
              <>
                {reviewSent && (
                  <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
                    {CATALOG_TEXTS.reviewPending}
                  </Alert>
                )}
                {reviews.isPending ? (
                  <Typography sx={{ color: 'text.secondary' }}>{TEXTS.loading}</Typography>
                ) : (
                  <ReviewList reviews={reviews.data?.items ?? []} />
                )}
              </>
            }
          />
        </Box>
        <ReviewForm productId={product.id} onSubmitted={onReviewSubmitted} />
        <RelatedProducts product={product} categories={categories} />
      </Stack>
      <ContactFab productName={product.name} selection={pickedText} />
    </PageContainer>
  );
}
