// 'Send Us a Message' (spec point 2): the four required fields are validated
// in the browser, then the inquiry goes to the server's inbox (inquiries.create)
// and the visitor sees whether it arrived.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { INQUIRY_PRODUCT_INTERESTS, INQUIRY_VOLUMES, TEXTS } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { useTRPC } from '../../../lib/trpc';
import { EMPTY_CONTACT_FORM, loadContactValidator, validateContactForm, type ContactField, type ContactFormErrors, type ContactFormValues } from './contact-form';
import { CONTACT_TEXTS } from './home-texts';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: string } | null;

type FieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;

interface FieldProps {
  name: ContactField;
  label: string;
  value: string;
  onChange: FieldChange;
  error?: string;
}

// Native controls with the site's own styling: MUI's input components would add
// about 8 KB of compressed JavaScript to the home page for seven fields.
const controlSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'rgba(26, 20, 16, 0.28)',
  borderRadius: 1,
  px: 1.75,
  py: 1.5,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: 'none', borderColor: 'secondary.dark', boxShadow: '0 0 0 2px rgba(201, 164, 92, 0.45)' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
} as const;

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <Box component="label" htmlFor={htmlFor} sx={{ display: 'block', mb: 0.75, fontSize: '0.875rem', fontWeight: 600, letterSpacing: '0.02em', color: 'text.primary' }}>
      {label}
      {required && (
        <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
          {' *'}
        </Box>
      )}
    </Box>
  );
}

function InputField({ name, label, value, onChange, error, required = false, type = 'text', autoComplete, multiline = false, placeholder }: FieldProps & { required?: boolean; type?: string; autoComplete?: string; multiline?: boolean; placeholder?: string }) {
  const id = `contact-${name}`;
  const helperId = `${id}-helper`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Box
        component={multiline ? 'textarea' : 'input'}
        id={id}
        name={name}
        type={multiline ? undefined : type}
        rows={multiline ? 4 : undefined}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={helperId}
        sx={{ ...controlSx, ...(multiline && { resize: 'vertical', minHeight: 120 }) }}
      />
      <Box id={helperId} component="p" sx={{ m: 0, mt: 0.5, minHeight: '1.25em', fontSize: '0.8rem', color: 'error.main' }}>
        {error ?? ''}
      </Box>
    </div>
  );
}

function SelectField({ name, label, value, onChange, options }: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = `contact-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      {/* The arrow is drawn by the wrapper: the native one is hidden with appearance: none. */}
      <Box sx={{ position: 'relative', '&::after': { content: '""', position: 'absolute', right: 16, top: '50%', mt: '-3px', borderLeft: '5px solid transparent', borderRight: '5px solid transparent', borderTop: '6px solid', borderTopColor: 'text.secondary', pointerEvents: 'none' } }}>
        <Box component="select" id={id} name={name} value={value} onChange={onChange} sx={{ ...controlSx, appearance: 'none', pr: 5, cursor: 'pointer' }}>
          <option value="">{CONTACT_TEXTS.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
      </Box>
    </div>
  );
}

const REQUIRED_FIELDS: readonly { name: ContactField; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: TEXTS.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: TEXTS.lastName, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: TEXTS.emailAddress, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: TEXTS.phoneNumber, type: 'tel', autoComplete: 'tel' },
];

const OPTION_FIELDS = [
  { name: 'product_interest', label: CONTACT_TEXTS.productInterest, options: INQUIRY_PRODUCT_INTERESTS },
  { name: 'volume', label: CONTACT_TEXTS.volume, options: INQUIRY_VOLUMES },
] as const;

export function ContactForm() {
  const trpc = useTRPC();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  // After the first attempt, fields are checked again as they change.
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useMutation(trpc.inquiries.create.mutationOptions());

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
      if (first) document.getElementById(`contact-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.input, {
      onSuccess: () => {
        setValues(EMPTY_CONTACT_FORM);
        setAttempted(false);
        setOutcome({ kind: 'sent' });
      },
      onError: (error) => setOutcome({ kind: 'failed', reason: errorMessage(error, CONTACT_TEXTS.failedFallback) }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadContactValidator()} aria-labelledby="contact-form-heading" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderTop: 3, borderTopColor: 'secondary.main', p: { xs: 3, md: 5 }, boxShadow: '0 24px 60px rgba(26, 20, 16, 0.08)' }}>
      <Typography id="contact-form-heading" variant="h3" sx={{ mb: 3 }}>
        {TEXTS.sendUsAMessage}
      </Typography>
      <Grid container spacing={2.5}>
        {REQUIRED_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <InputField {...field} required value={values[field.name]} onChange={onChange} error={errors[field.name]} />
          </Grid>
        ))}
        {OPTION_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <SelectField {...field} value={values[field.name]} onChange={onChange} />
          </Grid>
        ))}
        <Grid size={12}>
          <InputField
            name="message"
            label={CONTACT_TEXTS.message}
            placeholder={CONTACT_TEXTS.messagePlaceholder}
            multiline
            value={values.message}
            onChange={onChange}
            error={errors.message}
          />
        </Grid>
      </Grid>
      {outcome && (
        <Alert severity={outcome.kind === 'sent' ? 'success' : 'error'} sx={{ mt: 3 }}>
          {outcome.kind === 'sent' ? CONTACT_TEXTS.sent : CONTACT_TEXTS.failed(outcome.reason)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ mt: 3, px: 5, py: 1.4, width: { xs: '100%', sm: 'auto' } }}>
        {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
      </Button>
    </Box>
  );
}
