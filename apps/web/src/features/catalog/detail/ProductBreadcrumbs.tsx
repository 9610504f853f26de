// Home › {parent categories} › {category label} › {product name}: the breadcrumb follows
// the product's real category and the categories above it.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CATALOG_TEXTS } from '../catalog-texts';
import { Breadcrumbs } from '../../../lib/breadcrumbs';

export interface BreadcrumbLink {
  text: string;
  href: string;
}

export interface ProductBreadcrumbsProps {
  /** The categories from the top of the tree down to the product's own. */
  categories: readonly BreadcrumbLink[];
  productName: string;
}

export function ProductBreadcrumbs({ categories, productName }: ProductBreadcrumbsProps) {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator="›"
      sx={{ mb: { xs: 2.5, md: 4 }, fontSize: '0.875rem', '& .MuiBreadcrumbs-separator': { color: 'secondary.dark' } }}
    >
      <Link href="/" underline="hover" color="text.secondary">
        {CATALOG_TEXTS.home}
      </Link>
      {categories.map((category) => (
        <Link key={category.href} href={category.href} underline="hover" color="text.secondary">
          {category.text}
        </Link>
      ))}
      <Typography aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}>
        {productName}
      </Typography>
    </Breadcrumbs>
  );
}
