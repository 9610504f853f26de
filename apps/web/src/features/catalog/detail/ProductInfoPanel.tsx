// The right-hand column of the detail page: name, rating, price range with its
// note, and the card fields (category, stock, length, grade, material, the product's
// own listed facts, currency).
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MailOutline from '@mui/icons-material/MailOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { TEXTS, formatPriceRange, type ProductDetailView } from '@hair/domain';
import { productInquiryHref } from '../../storefront/home/contact-form';
import { CATALOG_TEXTS } from '../catalog-texts';
import { type DetailContent } from './detail-content';
import { ReviewSummary } from './ReviewSummary';
import { DetailField } from './DetailField';
import { ProductFactRows } from './ProductFactRows';

export interface ProductInfoPanelProps {
  product: ProductDetailView;
  content: DetailContent;
  /** False when the price grid already shows the weight of a bundle. */
  showBundleWeight: boolean;
  categoryText: string;
  backHref: string;
  reviewCount: number;
  reviewAverage: number;
  /** What goes under the price range: the price grid's selectors, the trade terms. */
  children?: ReactNode;
}


export function ProductInfoPanel({ product, content, showBundleWeight, categoryText, backHref, reviewCount, reviewAverage, children }: ProductInfoPanelProps) {
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
        {categoryText}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, mb: 1.5 }}>
        {product.name}
      </Typography>
      <ReviewSummary count={reviewCount} average={reviewAverage} />

      <Box sx={{ my: 3, p: 2.5, bgcolor: 'background.paper', borderLeft: 3, borderColor: 'secondary.main' }}>
        <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 600, lineHeight: 1.2 }} data-testid="detail-price">
          {formatPriceRange(product.priceFrom, product.priceTo, product.currency)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="product-card-note">
          {content.cardNote}
        </Typography>
      </Box>
      {children}

      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}
      >
        <DetailField label={CATALOG_TEXTS.category}>{categoryText}</DetailField>
        <DetailField label={CATALOG_TEXTS.availability}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: product.inStock ? 'success.dark' : 'text.secondary', fontWeight: 600 }}>
            {product.inStock ? <CheckCircleOutline fontSize="small" aria-hidden="true" /> : <BlockOutlined fontSize="small" aria-hidden="true" />}
            {product.inStock ? CATALOG_TEXTS.inStock : CATALOG_TEXTS.outOfStock}
          </Box>
        </DetailField>
        <DetailField label={CATALOG_TEXTS.length}>{content.length}</DetailField>
        <DetailField label={CATALOG_TEXTS.qualityGrade}>{content.qualityGrade}</DetailField>
        <DetailField label={CATALOG_TEXTS.hairMaterial}>{content.hairMaterial}</DetailField>
        <ProductFactRows facts={product} showBundleWeight={showBundleWeight} />
        <DetailField label={CATALOG_TEXTS.currency}>{product.currency}</DetailField>
      </Box>

      {/* A plain rule: MUI's Divider would add its own chunk to the product page. */}
      <Box component="hr" sx={{ my: 3, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button href={productInquiryHref(product.slug)} variant="contained" startIcon={<MailOutline />}>
          {CATALOG_TEXTS.askAboutProduct}
        </Button>
        <Button href={backHref} variant="outlined" startIcon={<ArrowBack />}>
          {TEXTS.backToProducts}
        </Button>
      </Box>
    </Box>
  );
}
