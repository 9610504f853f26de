// The trade terms under the price: lead time, shipping methods with the regions
// they serve, payment and samples. Each is the product's own or else the site's
// (the product_detail section); a term neither sets is left out, and so is the
// block when none is set. Shown as text: whatever the admin typed never becomes markup.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { effectiveTradeTerms, hasTradeTerms, readTradeTerms, TRADE_TERM_LABELS, type TradeTerms } from '@hair/domain';
import { useSiteSection } from '../../storefront/site-config/use-site-section';
import { DetailField } from './DetailField';

/** The site's terms; null until the site configuration has loaded. */
function useSiteTradeTerms(): TradeTerms | null {
  const { config } = useSiteSection('product_detail');
  return useMemo(() => (config ? readTradeTerms(config.trade_terms) : null), [config]);
}

export function TradeTermsBlock({ own }: { own: TradeTerms }) {
  const terms = effectiveTradeTerms(own, useSiteTradeTerms());
  if (!hasTradeTerms(terms)) return null;
  return (
    <Box component="section" aria-labelledby="trade-terms-heading" data-testid="trade-terms" sx={{ mb: 3, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="trade-terms-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {TRADE_TERM_LABELS.heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: { xs: 2, sm: 3 }, rowGap: 1.25, m: 0, overflowWrap: 'anywhere' }}>
        {terms.lead_time && <DetailField label={TRADE_TERM_LABELS.lead_time}>{terms.lead_time}</DetailField>}
        {terms.shipping.length > 0 && (
          <DetailField label={TRADE_TERM_LABELS.shipping}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', rowGap: 0.5 }}>
              {terms.shipping.map((option, i) => (
                <li key={i}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {option.method}
                  </Box>
                  {option.regions && ` – ${option.regions}`}
                </li>
              ))}
            </Box>
          </DetailField>
        )}
        {terms.payment_terms && <DetailField label={TRADE_TERM_LABELS.payment_terms}>{terms.payment_terms}</DetailField>}
        {terms.sample_policy && <DetailField label={TRADE_TERM_LABELS.sample_policy}>{terms.sample_policy}</DetailField>}
      </Box>
    </Box>
  );
}
