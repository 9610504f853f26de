// 'Send Us a Message': the four required fields are validated
// in the browser, then the inquiry goes to the server's inbox (inquiries.create)
// and the visitor sees whether it arrived, with the reference sales file it under. Reached from a product page's inquiry
// link (?product=), the form names that product and sends it along.
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Alert } from '../../../lib/on-demand';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { INQUIRY_PRODUCT_INTERESTS, INQUIRY_VOLUMES, TEXTS } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { NativeSelectField, NativeTextField, type FieldChange } from '../../../lib/native-fields';
import { useTRPC } from '../../../lib/trpc';
import {
  EMPTY_CONTACT_FORM,
  loadContactValidator,
  productRefFromSearch,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-form';
import { CONTACT_TEXTS } from './home-texts';

type Outcome = { kind: 'sent'; reference: string } | { kind: 'failed'; reason: string } | null;

const REQUIRED_FIELDS: readonly { name: ContactField; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: TEXTS.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: TEXTS.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: TEXTS.emailAddress, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: TEXTS.phoneNumber, type: 'tel', autoComplete: 'tel' },
];

/** Optional choices: the first option leaves the field empty. */
const withNoChoice = (options: readonly { value: string; label: string }[]) => [{ value: '', label: CONTACT_TEXTS.choose }, ...options];

const OPTION_FIELDS = [
  { name: 'product_interest', label: CONTACT_TEXTS.productInterest, options: withNoChoice(INQUIRY_PRODUCT_INTERESTS) },
  { name: 'volume', label: CONTACT_TEXTS.volume, options: withNoChoice(INQUIRY_VOLUMES) },
] as const;

const fieldId = (name: ContactField) => `contact-${name}`;

/** The address does not change while the home page is open. */
const noSubscription = () => () => {};
const productRefOfPage = () => productRefFromSearch(window.location.search);

export function ContactForm() {
  const trpc = useTRPC();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  // After the first attempt, fields are checked again as they change.
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useMutation(trpc.inquiries.create.mutationOptions());

  // The server renders the form without a product, whatever the address; the browser reads it after hydration.
  const linkedProduct = useSyncExternalStore(noSubscription, productRefOfPage, () => null);
  const [dismissed, setDismissed] = useState(false);
  const productRef = dismissed ? null : linkedProduct;
  const product = useQuery({ ...trpc.products.byId.queryOptions({ id: productRef ?? '' }), enabled: productRef !== null, retry: false });
  const aboutProduct = productRef !== null ? product.data : undefined;

  // Validation is asynchronous (the schema loads on first use): only the newest check may show.
  const latestCheck = useRef(0);
  const check = async (next: ContactFormValues) => {
    const id = ++latestCheck.current;
    const result = await validateContactForm(next);
    return id === latestCheck.current ? result : null;
  };

  // Every field's name is its key in the values.
  const onChange: FieldChange = (event) => {
    const next = { ...values, [event.target.name as ContactField]: event.target.value };
    setValues(next);
    if (attempted) {
      void check(next).then((result) => {
        if (result) setErrors(result.ok ? {} : result.errors);
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    const result = await check(values);
    if (!result) return;
    if (!result.ok) {
      setErrors(result.errors);
      const first = REQUIRED_FIELDS.find((f) => result.errors[f.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    setErrors({});
    send.mutate({ ...result.input, ...(aboutProduct ? { product_id: aboutProduct.id } : {}) }, {
      onSuccess: ({ reference }) => {
        setValues(EMPTY_CONTACT_FORM);
        setAttempted(false);
        setOutcome({ kind: 'sent', reference });
      },
      onError: (error) => setOutcome({ kind: 'failed', reason: errorMessage(error, CONTACT_TEXTS.failedFallback) }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadContactValidator()} aria-labelledby="contact-form-heading" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderTop: 3, borderTopColor: 'secondary.main', p: { xs: 3, md: 5 }, boxShadow: '0 24px 60px rgba(26, 20, 16, 0.08)' }}>
      <Typography id="contact-form-heading" variant="h3" sx={{ mb: 3 }}>
        {TEXTS.sendUsAMessage}
      </Typography>
      {aboutProduct && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 3, mt: -1.5 }}>
          <Typography data-testid="inquiry-product">{CONTACT_TEXTS.aboutProduct(aboutProduct.name)}</Typography>
          <Button size="small" onClick={() => setDismissed(true)}>
            {CONTACT_TEXTS.notAboutProduct}
          </Button>
        </Box>
      )}
      <Grid container spacing={2.5}>
        {REQUIRED_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <NativeTextField {...field} id={fieldId(field.name)} required value={values[field.name]} onChange={onChange} error={errors[field.name]} reserveErrorLine />
          </Grid>
        ))}
        {OPTION_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <NativeSelectField {...field} id={fieldId(field.name)} value={values[field.name]} onChange={onChange} />
          </Grid>
        ))}
        <Grid size={12}>
          <NativeTextField
            id={fieldId('message')}
            name="message"
            label={CONTACT_TEXTS.message}
            placeholder={CONTACT_TEXTS.messagePlaceholder}
            rows={4}
            value={values.message}
            onChange={onChange}
            error={errors.message}
            reserveErrorLine
          />
        </Grid>
      </Grid>
      {outcome && (
        <Alert severity={outcome.kind === 'sent' ? 'success' : 'error'} sx={{ mt: 3 }}>
          {outcome.kind === 'sent' ? CONTACT_TEXTS.sent(outcome.reference) : CONTACT_TEXTS.failed(outcome.reason)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ mt: 3, px: 5, py: 1.4, width: { xs: '100%', sm: 'auto' } }}>
        {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
      </Button>
    </Box>
  );
}
