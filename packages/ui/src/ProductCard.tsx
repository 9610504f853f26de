// A product in a grid: image, name, price range and a BUY NOW button, all
// leading to the product's page.
import { type ElementType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_SHOWCASE, IMAGE_USES, formatPriceRange, productMainImage, productPagePath, responsiveSrcSet, type GridSearch, type ProductView } from '@hair/domain';

export type ProductCardData = Pick<ProductView, 'id' | 'slug' | 'name' | 'imageUrl' | 'gallery' | 'priceFrom' | 'priceTo' | 'currency'>;

export interface ProductCardProps {
  product: ProductCardData;
  /** The configurable button text of the product showcase. */
  buyNowText?: string;
  /** Heading level of the name, so the page outline stays in order. */
  headingComponent?: ElementType;
  /** The image's `sizes`: how wide the card is shown (default: half a phone, a third of a desktop grid). */
  imageSizes?: string;
  /** Where the site's stored images are served from, when not from its own /uploads/ (PUBLIC_MEDIA_URL). */
  mediaBase?: string;
  /** The price-grid pick the link opens with: the list's filters, carried into the product page. */
  linkSearch?: GridSearch;
}

const GRID_IMAGE_SIZES = '(max-width: 899px) 50vw, 400px';

// A card of plain boxes and a link (not MUI's Card family): every public page shows
// product cards, and these styles cost no component code.
const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
} as const;

/** The image and the texts are one link, lit on hover and ringed on keyboard focus. */
const cardLinkSx = {
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  '& img': { transition: 'opacity 150ms' },
  '&:hover img': { opacity: 0.9 },
  '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: -2 },
} as const;

// The intrinsic size of product images (800x800), so the grid does not jump while they load.
const IMAGE_SIZE = IMAGE_USES.product.width ?? 800;

export function ProductCard({ product, buyNowText = DEFAULT_SHOWCASE.buy_now_text, headingComponent = 'h3', imageSizes = GRID_IMAGE_SIZES, mediaBase, linkSearch }: ProductCardProps) {
  // The slug's URL is the product's canonical one.
  const href = productPagePath(product.slug, linkSearch);
  return (
    <Box sx={cardSx}>
      <Link href={href} underline="none" color="inherit" sx={cardLinkSx}>
        <Box
          component="img"
          src={productMainImage(product)}
          srcSet={responsiveSrcSet(productMainImage(product), mediaBase)}
          sizes={imageSizes}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', bgcolor: 'divider' }}
        />
        <Box sx={{ flexGrow: 1, px: 2, pt: 2, pb: 3 }}>
          <Typography variant="h6" component={headingComponent} sx={{ fontSize: '1.05rem', lineHeight: 1.35, mb: 1 }}>
            {product.name}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600, color: 'secondary.dark' }} data-testid="product-price">
            {formatPriceRange(product.priceFrom, product.priceTo, product.currency)}
          </Typography>
        </Box>
      </Link>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button href={href} variant="contained" color="primary" fullWidth aria-label={`${buyNowText}: ${product.name}`}>
          {buyNowText}
        </Button>
      </Box>
    </Box>
  );
}
