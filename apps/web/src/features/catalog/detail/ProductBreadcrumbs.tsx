// Home › {category label} › {product name}: the breadcrumb follows the product's real category.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CATALOG_TEXTS } from '../catalog-texts';

export interface ProductBreadcrumbsProps {
  categoryText: string;
  categoryHref: string;
  productName: string;
}

export function ProductBreadcrumbs({ categoryText, categoryHref, productName }: ProductBreadcrumbsProps) {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator="›"
      sx={{ mb: { xs: 2.5, md: 4 }, fontSize: '0.875rem', '& .MuiBreadcrumbs-separator': { color: 'secondary.dark' } }}
    >
      <Link href="/" underline="hover" color="text.secondary">
        {CATALOG_TEXTS.home}
      </Link>
      <Link href={categoryHref} underline="hover" color="text.secondary">
        {categoryText}
      </Link>
      <Typography aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}>
        {productName}
      </Typography>
    </Breadcrumbs>
  );
}
