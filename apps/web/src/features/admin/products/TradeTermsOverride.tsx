// The product form's "Override trade terms" part: the product's own lead time,
// shipping, payment and samples. An empty field keeps the site's value, which each
// field shows; the site's terms are set in Site configuration, Product Detail.
import { useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { readTradeTerms, type TradeTerms } from '@hair/domain';
import { sectionConfig, useSiteConfigRecords } from '../site-config/use-site-config';
import { TradeTermsFields } from '../trade-terms/TradeTermsFields';

export const TRADE_TERMS_OVERRIDE = {
  title: 'Override trade terms',
  hint: "Only for this product. Leave a field empty to keep the site's value (set in Site configuration, Product Detail).",
} as const;

export interface TradeTermsOverrideProps {
  value: TradeTerms;
  onChange(next: TradeTerms): void;
  disabled: boolean;
}

export function TradeTermsOverride({ value, onChange, disabled }: TradeTermsOverrideProps) {
  const records = useSiteConfigRecords().data;
  const siteTerms = useMemo(() => readTradeTerms(sectionConfig(records, 'product_detail').trade_terms), [records]);
  return (
    <Card component="section" aria-labelledby="product-trade-terms-title" id="product-tradeTerms" tabIndex={-1}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography id="product-trade-terms-title" variant="h6" component="h2">
          {TRADE_TERMS_OVERRIDE.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {TRADE_TERMS_OVERRIDE.hint}
        </Typography>
        <TradeTermsFields idPrefix="product-trade-terms" value={value} onChange={onChange} fallback={siteTerms} disabled={disabled} />
      </CardContent>
    </Card>
  );
}
