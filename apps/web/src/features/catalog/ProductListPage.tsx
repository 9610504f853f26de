// Product list /products and /products/{category}: search, category, sort and the
// filter column (length, texture, grade, colour, stock, price; a bottom sheet on a
// phone) kept in the URL, 6 products per page fetched from the server.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FilterList from '@mui/icons-material/FilterList';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCTS_PAGE_SIZE,
  TEXTS,
  clampPage,
  gridSearchFromFilters,
  pageCount,
  productListDescription,
  readProducts,
  slugToLabel,
  type ProductSort,
  nextListSearch,
  parseProductListSearch,
  type ProductListSearch,
  type SearchReading,
} from '@hair/domain';
import { PageContainer, ProductCard } from '@hair/ui';
import { getMediaBase, mediaOrigins } from '../../lib/api-base';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC } from '../../lib/trpc';
import { PageBanner } from '../about/PageBanner';
import { productFacetsInput, productListInput } from './catalog-queries';
import { CATALOG_TEXTS } from './catalog-texts';
import { FilterColumn } from './list/FilterColumn';
import { filterCount, filtersFromSearch, searchChangeFromFilters, type ListFilters } from './list/list-filters';
import { ProductFilters } from './list/ProductFilters';
import { chipsHeading, listChips } from './list/search-chips';
import { DidYouMean, FilterChips, NoMatch } from './list/SearchSummary';
import { useSearchDraft } from './list/useSearchDraft';
import { useCategories } from './site-config-queries';

const GRID_ITEM_SIZE = { xs: 6, lg: 4 } as const;
const FilterSheet = lazy(() => import('./list/FilterSheet'));

function toListPage(page: { items: unknown[]; total: number; search?: SearchReading & { nearest: unknown[] } }) {
  const origins = mediaOrigins();
  return { items: readProducts(page.items, origins), total: page.total, search: page.search && { ...page.search, nearest: readProducts(page.search.nearest, origins) } };
}

/** The list's title: the slug in capitalised words; else what the filters narrow it to ('Body Wave · 22"'), or 'All Products'. */
export function listTitle(category: string, narrowedTo = ''): string {
  if (category) return TEXTS.categoryProducts(slugToLabel(category));
  return narrowedTo || TEXTS.allProducts;
}

export function ProductListPage() {
  const category = useParams({ strict: false }).category ?? '';
  const search = parseProductListSearch(useSearch({ strict: false }));
  const sort = search.sort ?? DEFAULT_PRODUCT_SORT;
  const page = search.page ?? 1;

  const navigate = useNavigate();
  const goTo = useCallback(
    (nextCategory: string, nextSearch: ProductListSearch, replace = false) =>
      nextCategory
        ? navigate({ to: '/products/$category', params: { category: nextCategory }, search: nextSearch, replace })
        : navigate({ to: '/products', search: nextSearch, replace }),
    [navigate],
  );
  // Typing replaces the history entry: Back leaves the list instead of replaying each word.
  const [draft, setDraft] = useSearchDraft(search.q ?? '', (q) => void goTo(category, nextListSearch(search, { q }), true));

  const filters = filtersFromSearch(search);
  // A card opens its product with the list's length, texture and grade already picked.
  const cardSearch = gridSearchFromFilters(filters);
  const applyFilters = (next: ListFilters) => void goTo(category, nextListSearch(search, searchChangeFromFilters(next)));
  // The sheet's code loads at the first tap on 'Filters'; each opening mounts it anew (its draft starts from the URL).
  const [sheet, setSheet] = useState({ open: false, openings: 0 });

  const trpc = useTRPC();
  const list = useQuery(trpc.products.list.queryOptions(productListInput(category, search), { placeholderData: keepPreviousData, select: toListPage }));
  const facets = useQuery(trpc.products.facets.queryOptions(productFacetsInput(category, search), { placeholderData: keepPreviousData }));
  const categories = useCategories();
  const current = list.isPlaceholderData ? undefined : list.data;
  const reading = list.data?.search;
  const chips = listChips(search, reading?.chips ?? [], facets.data);
  const title = listTitle(category, chipsHeading(chips));
  usePageMeta({ title, description: productListDescription(title) });

  // A failed read is only logged; the list stays empty.
  useEffect(() => {
    if (list.error) console.warn('Failed to load products', list.error);
  }, [list.error]);

  // A page past the end (an old link, fewer results) shows the last page instead.
  useEffect(() => {
    if (!current) return;
    const last = clampPage(page, current.total);
    if (last !== page) void goTo(category, nextListSearch(search, { page: last }), true);
  });

  // New category or page: start reading from the top (not on the first render, where
  // the router restores the scroll position of a Back navigation).
  const shown = useRef({ category, page });
  useEffect(() => {
    if (shown.current.category === category && shown.current.page === page) return;
    shown.current = { category, page };
    window.scrollTo({ top: 0 });
  }, [category, page]);

  const total = current?.total ?? (list.isError ? 0 : null);
  const products = list.data?.items ?? [];
  const pages = pageCount(list.data?.total ?? 0);

  return (
    <>
      <PageBanner
        crumbs={[
          { label: CATALOG_TEXTS.home, href: '/' },
          ...(category ? [{ label: CATALOG_TEXTS.products, href: '/products' }] : []),
          { label: category ? slugToLabel(category) : CATALOG_TEXTS.products },
        ]}
        overline={CATALOG_TEXTS.listOverline}
        title={title}
        lead={CATALOG_TEXTS.listLead}
        compact
      />
      <PageContainer>
        <ProductFilters
          search={draft}
          onSearchChange={setDraft}
          category={category}
          categories={categories}
          onCategoryChange={(next) => void goTo(next, nextListSearch(search, {}))}
          sort={sort}
          onSortChange={(next: ProductSort) => void goTo(category, nextListSearch(search, { sort: next }))}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '248px 1fr' }, gap: { md: 3 }, alignItems: 'start', mt: { xs: 2.5, md: 3 } }}>
          <FilterColumn key={JSON.stringify(filters)} applied={filters} facets={facets.data} onApply={applyFilters} />
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: { xs: 2.5, md: 3 } }}>
              <Typography role="status" sx={{ color: 'text.secondary' }}>
                {total === null ? TEXTS.loadingProducts : TEXTS.showingProducts(total)}
              </Typography>
              <Button variant="outlined" startIcon={<FilterList />} onClick={() => setSheet((s) => ({ open: true, openings: s.openings + 1 }))} aria-haspopup="dialog" sx={{ display: { md: 'none' }, flexShrink: 0 }}>
                {CATALOG_TEXTS.showFilters(filterCount(filters))}
              </Button>
            </Box>

            <FilterChips category={category} chips={chips} />
            <DidYouMean category={category} meant={reading?.meant} />
            {list.isPending ? (
              <Grid container spacing={{ xs: 2, md: 3 }} aria-hidden="true">
                {Array.from({ length: PRODUCTS_PAGE_SIZE }, (_, i) => (
                  <Grid key={i} size={GRID_ITEM_SIZE}>
                    <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
                    <Skeleton width="80%" sx={{ mt: 1 }} />
                    <Skeleton width="40%" />
                  </Grid>
                ))}
              </Grid>
            ) : products.length === 0 ? (
              <NoMatch q={search.q} unknown={reading?.unknown ?? []} nearest={reading?.nearest ?? []} />
            ) : (
              <Grid
                container
                spacing={{ xs: 2, md: 3 }}
                component="ul"
                aria-busy={list.isPlaceholderData}
                sx={{ listStyle: 'none', p: 0, m: 0, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
              >
                {products.map((product) => (
                  <Grid key={product.id} size={GRID_ITEM_SIZE} component="li">
                    <ProductCard product={product} headingComponent="h2" mediaBase={getMediaBase()} linkSearch={cardSearch} />
                  </Grid>
                ))}
              </Grid>
            )}

            {pages > 1 && (
              <Box component="nav" aria-label={CATALOG_TEXTS.pagination} sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
                <Pagination
                  count={pages}
                  page={Math.min(page, pages)}
                  onChange={(_, next) => void goTo(category, nextListSearch(search, { page: next }))}
                  shape="rounded"
                  siblingCount={1}
                />
              </Box>
            )}
          </Box>
        </Box>
        {sheet.openings > 0 && (
          <Suspense fallback={null}>
            <FilterSheet key={sheet.openings} open={sheet.open} onClose={() => setSheet((s) => ({ ...s, open: false }))} category={category} search={search} onApply={applyFilters} />
          </Suspense>
        )}

        <Box sx={{ mt: { xs: 4, md: 6 }, display: 'flex', justifyContent: 'center' }}>
          <Button href="/" variant="outlined" startIcon={<ArrowBack />}>
            {TEXTS.backToHome}
          </Button>
        </Box>
      </PageContainer>
    </>
  );
}
