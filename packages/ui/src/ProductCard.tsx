// A product in a grid: image, name, price range and a BUY NOW button, all
// leading to the product's page.
import { type ElementType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DEFAULT_SHOWCASE, IMAGE_USES, formatPriceRange, productMainImage, type ProductView } from '@hair/domain';

export type ProductCardData = Pick<ProductView, 'id' | 'name' | 'imageUrl' | 'gallery' | 'priceFrom' | 'priceTo' | 'currency'>;

export interface ProductCardProps {
  product: ProductCardData;
  /** The configurable button text of the product showcase. */
  buyNowText?: string;
  /** Heading level of the name, so the page outline stays in order. */
  headingComponent?: ElementType;
}

/** The storefront path of a product's detail page. */
export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

// The intrinsic size of product images (800x800), so the grid does not jump while they load.
const IMAGE_SIZE = IMAGE_USES.product.width ?? 800;

export function ProductCard({ product, buyNowText = DEFAULT_SHOWCASE.buy_now_text, headingComponent = 'h3' }: ProductCardProps) {
  const href = productPath(product.id);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <CardActionArea href={href} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box
          component="img"
          src={productMainImage(product)}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', bgcolor: 'divider' }}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component={headingComponent} sx={{ fontSize: '1.05rem', lineHeight: 1.35, mb: 1 }}>
            {product.name}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600, color: 'secondary.dark' }} data-testid="product-price">
            {formatPriceRange(product.priceFrom, product.priceTo, product.currency)}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button href={href} variant="contained" color="primary" fullWidth aria-label={`${buyNowText}: ${product.name}`}>
          {buyNowText}
        </Button>
      </CardActions>
    </Card>
  );
}
