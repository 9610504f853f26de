// The fields of a set of trade terms: lead time, payment, samples and the shipping
// methods with the regions each serves (add, remove; at most 8). Used for the site's
// terms (Site configuration, Product Detail) and a product's override, where each
// empty field shows the site's value it falls back to.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { MAX_SHIPPING_OPTIONS, TRADE_TERM_MAX_LENGTHS, type TradeTerms, type TradeTermTextField } from '@hair/domain';
import { tradeTermsErrors, withoutShippingRow, withShippingField, withShippingRow } from './trade-terms-form';

export const TRADE_TERMS_FIELD_TEXTS = {
  lead_time: 'Lead time',
  payment_terms: 'Payment terms',
  sample_policy: 'Sample policy',
  shippingMethods: 'Shipping methods',
  method: (n: number): string => `Shipping method ${n}`,
  regions: (n: number): string => `Regions served by method ${n}`,
  removeMethod: (n: number): string => `Remove shipping method ${n}`,
  addMethod: 'Add shipping method',
  examples: {
    lead_time: 'e.g. 7–10 working days for up to 20 kg',
    payment_terms: 'e.g. 50% deposit by bank transfer, the balance before shipping',
    sample_policy: 'e.g. One sample bundle per texture at the wholesale price',
    method: 'e.g. DHL Express',
    regions: 'e.g. USA, Europe, Australia (3–5 days)',
  },
  fallsBack: "Empty: the site's value, shown in grey, applies",
  noSiteValue: "Empty: nothing is shown (the site's terms set none)",
  shippingFallsBack: (methods: string): string => `No methods here: the site's apply (${methods})`,
} as const;

const TEXT_FIELDS: readonly { key: TradeTermTextField; multiline: boolean }[] = [
  { key: 'lead_time', multiline: false },
  { key: 'payment_terms', multiline: true },
  { key: 'sample_policy', multiline: true },
];

export interface TradeTermsFieldsProps {
  /** Makes the fields' ids unique on the page ('site-terms', 'product-terms'). */
  idPrefix: string;
  value: TradeTerms;
  onChange(next: TradeTerms): void;
  /** A product's override: the site's terms, which its empty fields fall back to. */
  fallback?: TradeTerms;
  disabled?: boolean;
}

export function TradeTermsFields({ idPrefix, value, onChange, fallback, disabled }: TradeTermsFieldsProps) {
  const errors = tradeTermsErrors(value);
  /** What an empty field means: an example for the site's own terms, the site's value for an override. */
  const emptyHint = (field: TradeTermTextField) => {
    if (!fallback) return undefined;
    return fallback[field] ? TRADE_TERMS_FIELD_TEXTS.fallsBack : TRADE_TERMS_FIELD_TEXTS.noSiteValue;
  };
  const shippingHint = fallback && value.shipping.length === 0 && fallback.shipping.length > 0
    ? TRADE_TERMS_FIELD_TEXTS.shippingFallsBack(fallback.shipping.map((option) => option.method).join(', '))
    : undefined;

  return (
    <Stack spacing={2.5}>
      {TEXT_FIELDS.map(({ key, multiline }) => (
        <TextField
          key={key}
          id={`${idPrefix}-${key}`}
          label={TRADE_TERMS_FIELD_TEXTS[key]}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          placeholder={fallback ? fallback[key] || undefined : TRADE_TERMS_FIELD_TEXTS.examples[key]}
          error={Boolean(errors[key])}
          helperText={errors[key] ?? (value[key] === '' ? emptyHint(key) : undefined)}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: TRADE_TERM_MAX_LENGTHS[key] + 1 }, inputLabel: { shrink: true } }}
        />
      ))}

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {TRADE_TERMS_FIELD_TEXTS.shippingMethods}
        </Typography>
        {(shippingHint || errors.shipping) && (
          <Typography variant="body2" color={errors.shipping ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
            {errors.shipping ?? shippingHint}
          </Typography>
        )}
        {/* A legend takes no margin: the rows keep their distance from it. On a phone, more room between rows than inside one. */}
        <Stack spacing={{ xs: 3, sm: 1.5 }} sx={{ mt: value.shipping.length > 0 ? 2 : 0 }}>
          {value.shipping.map((row, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                id={`${idPrefix}-shipping-${i}-method`}
                label={TRADE_TERMS_FIELD_TEXTS.method(i + 1)}
                value={row.method}
                onChange={(event) => onChange(withShippingField(value, i, 'method', event.target.value))}
                placeholder={TRADE_TERMS_FIELD_TEXTS.examples.method}
                error={Boolean(errors[`shipping.${i}.method`])}
                helperText={errors[`shipping.${i}.method`]}
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: TRADE_TERM_MAX_LENGTHS.method + 1 }, inputLabel: { shrink: true } }}
                sx={{ flex: { sm: '0 0 36%' } }}
              />
              <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
                <TextField
                  id={`${idPrefix}-shipping-${i}-regions`}
                  label={TRADE_TERMS_FIELD_TEXTS.regions(i + 1)}
                  value={row.regions}
                  onChange={(event) => onChange(withShippingField(value, i, 'regions', event.target.value))}
                  placeholder={TRADE_TERMS_FIELD_TEXTS.examples.regions}
                  error={Boolean(errors[`shipping.${i}.regions`])}
                  helperText={errors[`shipping.${i}.regions`]}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: TRADE_TERM_MAX_LENGTHS.regions + 1 }, inputLabel: { shrink: true } }}
                />
                <IconButton aria-label={TRADE_TERMS_FIELD_TEXTS.removeMethod(i + 1)} onClick={() => onChange(withoutShippingRow(value, i))} disabled={disabled} sx={{ mt: 1 }}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </Stack>
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange(withShippingRow(value))}
          disabled={disabled || value.shipping.length >= MAX_SHIPPING_OPTIONS}
          sx={{ mt: 1.5 }}
        >
          {TRADE_TERMS_FIELD_TEXTS.addMethod}
        </Button>
      </Box>
    </Stack>
  );
}
