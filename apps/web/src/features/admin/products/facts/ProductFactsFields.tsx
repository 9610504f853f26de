// The product form's "Product facts" card: stock, the card texts (each empty one
// shows the site's product-detail default in grey), lace size, grams per bundle,
// and the textures, colours and tags typed as chips (suggesting the catalogue's names).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FACT_ITEM_MAX_LENGTH, LACE_SIZE_MAX_LENGTH, MAX_PRODUCT_BUNDLE_GRAMS, PRODUCT_DETAIL_DEFAULTS, cleanFactList, type FactListField } from '@hair/domain';
import { useTRPC } from '../../../../lib/trpc';
import { sectionConfig, useSiteConfigRecords } from '../../site-config/use-site-config';
import { TRADE_TERMS_FIELD_TEXTS } from '../../trade-terms/TradeTermsFields';
import { type ProductFormErrors } from '../product-form';
import { CARD_TEXT_FIELDS, FACT_LISTS, type CardTextKey, type ProductFactsValues } from './product-facts-form';
import { FACT_SUGGESTIONS } from './fact-suggestions';

export const PRODUCT_FACTS_TEXTS = {
  title: 'Product facts',
  hint: 'What the product page lists beside the price. Type a texture, colour or tag and press Enter.',
  inStock: 'In stock',
  laceSize: 'Lace size',
  laceSizeExample: 'e.g. 4x4 or 13x4 (closures and frontals)',
  bundleGrams: 'Bundle weight in grams',
  bundleGramsExample: 'e.g. 100',
  bundleGramsHint: "On the product page unless the price grid's own bundle weight is shown",
} as const;

export interface ProductFactsFieldsProps {
  value: ProductFactsValues;
  onChange(next: ProductFactsValues): void;
  errors: ProductFormErrors;
  disabled: boolean;
}

/** The site's defaults of the card texts, which a product's empty ones show. */
function useSiteCardTexts(): Record<CardTextKey, string> {
  const records = useSiteConfigRecords().data;
  return useMemo(() => {
    const config = sectionConfig(records, 'product_detail');
    const text = (key: CardTextKey) => {
      const value = config[key];
      return typeof value === 'string' && value.trim() !== '' ? value : PRODUCT_DETAIL_DEFAULTS[key];
    };
    return { length: text('length'), qualityGrade: text('qualityGrade'), hairMaterial: text('hairMaterial'), cardNote: text('cardNote') };
  }, [records]);
}

/** The names the catalogue uses, most used first, then the trade's usual ones. */
function useFactSuggestions(): Record<FactListField, string[]> {
  const trpc = useTRPC();
  const inUse = useQuery({ ...trpc.products.factNames.queryOptions(), staleTime: 60_000 }).data;
  return useMemo(() => {
    const merged = (field: FactListField) => cleanFactList([...(inUse?.[field] ?? []), ...FACT_SUGGESTIONS[field]]) as string[];
    return { textures: merged('textures'), colours: merged('colours'), tags: merged('tags') };
  }, [inUse]);
}

export function ProductFactsFields({ value, onChange, errors, disabled }: ProductFactsFieldsProps) {
  const siteTexts = useSiteCardTexts();
  const suggestions = useFactSuggestions();
  const change = (patch: Partial<ProductFactsValues>) => onChange({ ...value, ...patch });

  return (
    <Card component="section" aria-labelledby="product-facts-title">
      <CardContent sx={{ p: 2.5 }}>
        <Typography id="product-facts-title" variant="h6" component="h2">
          {PRODUCT_FACTS_TEXTS.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {PRODUCT_FACTS_TEXTS.hint}
        </Typography>
        <Stack spacing={2.5}>
          <FormControlLabel
            control={<Switch checked={value.inStock} onChange={(event) => change({ inStock: event.target.checked })} disabled={disabled} />}
            label={PRODUCT_FACTS_TEXTS.inStock}
          />
          <Grid container spacing={2}>
            {CARD_TEXT_FIELDS.map(({ key, label }) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <TextField
                  id={`product-${key}`}
                  label={label}
                  value={value[key]}
                  onChange={(event) => change({ [key]: event.target.value })}
                  placeholder={siteTexts[key]}
                  error={Boolean(errors[key])}
                  helperText={errors[key] ?? (value[key] === '' ? TRADE_TERMS_FIELD_TEXTS.fallsBack : undefined)}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="product-laceSize"
                label={PRODUCT_FACTS_TEXTS.laceSize}
                value={value.laceSize}
                onChange={(event) => change({ laceSize: event.target.value })}
                placeholder={PRODUCT_FACTS_TEXTS.laceSizeExample}
                error={Boolean(errors.laceSize)}
                helperText={errors.laceSize}
                disabled={disabled}
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: LACE_SIZE_MAX_LENGTH + 1 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="product-bundleGrams"
                label={PRODUCT_FACTS_TEXTS.bundleGrams}
                type="number"
                value={value.bundleGrams}
                onChange={(event) => change({ bundleGrams: event.target.value })}
                placeholder={PRODUCT_FACTS_TEXTS.bundleGramsExample}
                error={Boolean(errors.bundleGrams)}
                helperText={errors.bundleGrams ?? PRODUCT_FACTS_TEXTS.bundleGramsHint}
                disabled={disabled}
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: MAX_PRODUCT_BUNDLE_GRAMS, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
          </Grid>
          {FACT_LISTS.map(({ key, label, example }) => (
            <Autocomplete
              key={key}
              id={`product-${key}`}
              multiple
              freeSolo
              autoSelect
              filterSelectedOptions
              options={suggestions[key]}
              value={value[key]}
              // Typed names are trimmed and a name given twice (any letter case) is kept once, as the server keeps them.
              onChange={(_, names) => change({ [key]: cleanFactList(names) as string[] })}
              disabled={disabled}
              slotProps={{ chip: { size: 'small' } }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={label}
                  placeholder={value[key].length === 0 ? example : undefined}
                  error={Boolean(errors[key])}
                  helperText={errors[key]}
                  slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true }, htmlInput: { ...params.slotProps.htmlInput, maxLength: FACT_ITEM_MAX_LENGTH + 1 } }}
                />
              )}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
