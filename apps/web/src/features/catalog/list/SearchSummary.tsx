// Above the results: the chips of what the list is narrowed to (each a link to the
// list without it, so it works before the scripts start), the 'Did you mean …' line of
// a corrected search, and when nothing matches, the words that found nothing, the
// nearest products and a WhatsApp question carrying the search.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { ProductView } from '@hair/domain';
import { ProductCard } from '@hair/ui';
import { getMediaBase } from '../../../lib/api-base';
import { RouterLink } from '../../../lib/router-link';
import { whatsappUrl } from '../../storefront/site-config/contact-links';
import { useSiteSection } from '../../storefront/site-config/use-site-section';
import { CATALOG_TEXTS } from '../catalog-texts';
import { listSearchHref, type ListChip } from './search-chips';

export function FilterChips({ category, chips }: { category: string; chips: readonly ListChip[] }) {
  if (chips.length === 0) return null;
  return (
    <Box component="ul" aria-label={CATALOG_TEXTS.activeFilters} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {chips.map((chip) => (
        <li key={`${chip.facet}:${chip.value}`}>
          <Chip
            component={RouterLink}
            href={listSearchHref(category, chip.without)}
            clickable
            label={chip.label}
            aria-label={CATALOG_TEXTS.removeFilter(chip.label)}
            icon={<CloseIcon fontSize="small" />}
            color="primary"
            variant="outlined"
            sx={{ flexDirection: 'row-reverse', '& .MuiChip-icon': { ml: -0.5, mr: 1 } }}
          />
        </li>
      ))}
    </Box>
  );
}

export function DidYouMean({ category, meant }: { category: string; meant: string | null | undefined }) {
  if (!meant) return null;
  return (
    <Typography sx={{ mb: 2 }}>
      <Box component={RouterLink} href={listSearchHref(category, { q: meant })} sx={{ color: 'primary.main', fontWeight: 600 }}>
        {CATALOG_TEXTS.didYouMean(meant)}
      </Box>
    </Typography>
  );
}

export interface NoMatchProps {
  q: string | undefined;
  unknown: readonly string[];
  nearest: readonly ProductView[];
}

/** Never a dead end: what found nothing, what is nearest, and a person to ask. */
export function NoMatch({ q, unknown, nearest }: NoMatchProps) {
  const { config } = useSiteSection('contact');
  const whatsapp = whatsappUrl(config?.whatsapp, q ? CATALOG_TEXTS.whatsappSearchText(q) : undefined);
  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>{CATALOG_TEXTS.noProducts}</Typography>
      {unknown.length > 0 && <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 0.5 }}>{CATALOG_TEXTS.noProductsHold(unknown)}</Typography>}
      {whatsapp && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button href={whatsapp} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<WhatsApp />}>
            {CATALOG_TEXTS.askOnWhatsApp}
          </Button>
        </Box>
      )}
      {nearest.length > 0 && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: { xs: 4, md: 5 }, mb: 2 }}>
            {CATALOG_TEXTS.nearestProducts}
          </Typography>
          <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {nearest.map((product) => (
              <Grid key={product.id} size={{ xs: 6, lg: 4 }} component="li">
                <ProductCard product={product} headingComponent="h3" mediaBase={getMediaBase()} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Box>
  );
}
