// 'Related Products': products of the same category or a
// child of it, with both prices, never the product itself, at most 12, in a
// row of 220 px cards that the previous/next buttons scroll by one visible width.
// The buttons show only when the row is wider than the screen.
import { useEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { RELATED_CARD_WIDTH_PX, TEXTS, readProducts, relatedProducts, type Category, type ProductView } from '@hair/domain';
import { ProductCard } from '@hair/ui';
import { getMediaBase, mediaOrigins } from '../../../lib/api-base';
import { useTRPC } from '../../../lib/trpc';
import { relatedCandidatesInput } from '../catalog-queries';
import { CATALOG_TEXTS } from '../catalog-texts';

function toViews(page: { items: unknown[] }): ProductView[] {
  return readProducts(page.items, mediaOrigins());
}

/** Whether the element's content is wider than the element, kept up to date as either changes. */
function useOverflowsX(ref: RefObject<HTMLElement | null>, contentKey: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, contentKey]);
  return overflows;
}

export interface RelatedProductsProps {
  product: ProductView;
  categories: readonly Category[];
}

export function RelatedProducts({ product, categories }: RelatedProductsProps) {
  const trpc = useTRPC();
  const category = product.category ?? '';
  // The server returns the category and its children, the same tree the filter checks.
  const candidates = useQuery(
    trpc.products.list.queryOptions(relatedCandidatesInput(category), { enabled: category !== '', select: toViews }),
  );
  const scroller = useRef<HTMLUListElement>(null);

  // A failed read of related products is only a warning.
  useEffect(() => {
    if (candidates.error) console.warn('Failed to load related products', candidates.error);
  }, [candidates.error]);

  const items = relatedProducts(product, candidates.data, categories);
  const overflows = useOverflowsX(scroller, items.length);
  if (items.length === 0) return null;

  const scrollByPage = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <Box component="section" aria-labelledby="related-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id="related-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {TEXTS.relatedProducts}
        </Typography>
        {/* Hidden, not removed, so that the heading does not move when they appear. */}
        <Box sx={{ display: 'flex', gap: 1, visibility: overflows ? 'visible' : 'hidden' }}>
          <IconButton onClick={() => scrollByPage(-1)} aria-label={CATALOG_TEXTS.previousRelated} sx={{ border: 1, borderColor: 'divider' }}>
            <ChevronLeft />
          </IconButton>
          <IconButton onClick={() => scrollByPage(1)} aria-label={CATALOG_TEXTS.nextRelated} sx={{ border: 1, borderColor: 'divider' }}>
            <ChevronRight />
          </IconButton>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={scroller}
        data-testid="related-products"
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          listStyle: 'none',
          p: 0,
          m: 0,
          pb: 1.5,
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ flex: `0 0 ${RELATED_CARD_WIDTH_PX}px`, width: RELATED_CARD_WIDTH_PX, scrollSnapAlign: 'start' }}>
            <ProductCard product={item} imageSizes={`${RELATED_CARD_WIDTH_PX}px`} mediaBase={getMediaBase()} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
