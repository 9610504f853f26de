// The buyer's details on /quote: name, company, e-mail, phone or WhatsApp,
// country, preferred shipping and a note, each with the server's message under it.
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { COUNTRIES, SHIPPING_METHODS } from '@hair/domain';
import { NativeSelectField, NativeTextField, type FieldChange } from '../../lib/native-fields';
import { QUOTE_TEXTS } from './quote-texts';

export interface BuyerDetails {
  name: string;
  company: string;
  email: string;
  phone: string;
  /** A two-letter code, or '' for none. */
  country: string;
  shipping: '' | (typeof SHIPPING_METHODS)[number]['value'];
  message: string;
}

export const EMPTY_BUYER_DETAILS: BuyerDetails = { name: '', company: '', email: '', phone: '', country: '', shipping: '', message: '' };

const TEXT_FIELDS = [
  { name: 'name', label: QUOTE_TEXTS.name, type: 'text', autoComplete: 'name', required: true },
  { name: 'company', label: QUOTE_TEXTS.company, type: 'text', autoComplete: 'organization', required: false },
  { name: 'email', label: QUOTE_TEXTS.email, type: 'email', autoComplete: 'email', required: false },
  { name: 'phone', label: QUOTE_TEXTS.phone, type: 'tel', autoComplete: 'tel', required: false },
] as const;

const choose = { value: '', label: QUOTE_TEXTS.choose };
const COUNTRY_OPTIONS = [choose, ...COUNTRIES.map((c) => ({ value: c.code, label: c.name }))];
const SHIPPING_OPTIONS = [choose, ...SHIPPING_METHODS];

export interface BuyerDetailsFieldsProps {
  values: BuyerDetails;
  onChange(values: BuyerDetails): void;
  /** The first message per field ('email', 'country', …). */
  errors: Record<string, string>;
}

export function BuyerDetailsFields({ values, onChange, errors }: BuyerDetailsFieldsProps) {
  // Every field's name is its key in the values.
  const change: FieldChange = (event) => onChange({ ...values, [event.target.name]: event.target.value });
  return (
    <Grid container spacing={2}>
      {TEXT_FIELDS.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
          <NativeTextField {...field} id={`quote-${field.name}`} value={values[field.name]} onChange={change} error={errors[field.name]} />
        </Grid>
      ))}
      <Grid size={12}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
          {QUOTE_TEXTS.contactHint}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NativeSelectField id="quote-country" name="country" label={QUOTE_TEXTS.country} value={values.country} options={COUNTRY_OPTIONS} onChange={change} />
        {errors.country && <Typography sx={{ color: 'error.main', fontSize: '0.8rem', mt: 0.5 }}>{errors.country}</Typography>}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NativeSelectField id="quote-shipping" name="shipping" label={QUOTE_TEXTS.shipping} value={values.shipping} options={SHIPPING_OPTIONS} onChange={change} />
      </Grid>
      <Grid size={12}>
        <NativeTextField id="quote-message" name="message" label={QUOTE_TEXTS.note} placeholder={QUOTE_TEXTS.notePlaceholder} rows={3} value={values.message} onChange={change} error={errors.message} />
      </Grid>
    </Grid>
  );
}
