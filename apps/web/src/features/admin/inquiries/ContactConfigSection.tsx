// The `contact` site-config section (sales WhatsApp number, e-mail, address,
// tagline, bank details for quotes, social links, office hours), saved with the site configuration's
// toasts ('Configuration updated successfully', 'Failed to update configuration').
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_TEXTS } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { sectionConfig, useSaveSection } from '../site-config/use-site-config';
import { RowListEditor } from './RowListEditor';
import { readContactForm, storedContact, type ContactFieldErrors, type ContactFormValues } from './contact-form';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

const SOCIAL_FIELDS = [
  { key: 'name', label: T.socialName },
  { key: 'url', label: T.socialUrl },
] as const;
const HOURS_FIELDS = [
  { key: 'days', label: T.days },
  { key: 'hours', label: T.hours },
] as const;

export function ContactConfigSection() {
  const trpc = useTRPC();
  const contact = useQuery(trpc.siteConfig.list.queryOptions(undefined, { select: (records) => sectionConfig(records, 'contact') }));

  useEffect(() => {
    if (contact.isError) enqueueSnackbar(ADMIN_TEXTS.loadConfigurationsFailed, { variant: 'error' });
  }, [contact.isError]);

  if (contact.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void contact.refetch()}>{T.retry}</Button>}>
        {ADMIN_TEXTS.loadConfigurationsFailed}
      </Alert>
    );
  }
  if (!contact.data) return <Skeleton variant="rounded" height={520} />;
  return <ContactConfigForm stored={contact.data} />;
}

/** Mounted once the stored section has loaded, which fills its fields. */
function ContactConfigForm({ stored }: { stored: Record<string, unknown> }) {
  const saveSection = useSaveSection();
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<ContactFormValues>(() => storedContact(stored));
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  useUnsavedChanges(differsFromSaved(values, storedContact(stored)));

  function change<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = readContactForm(values, stored);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    if (await saveSection('contact', result.config)) setValues(storedContact(result.config));
    setSaving(false);
  }

  const text = (field: 'whatsapp' | 'email' | 'address' | 'tagline' | 'bank_details' | 'time_zone', label: string, extra: { helperText?: string; multiline?: boolean; type?: string } = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? extra.helperText}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      type={extra.type}
      fullWidth
    />
  );

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2">
        {T.contactTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {T.contactIntro}
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>{text('whatsapp', T.whatsapp, { helperText: T.whatsappHint, type: 'tel' })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('email', T.contactEmail, { helperText: T.contactEmailHint, type: 'email' })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('address', T.address, { multiline: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('tagline', T.tagline, { multiline: true })}</Grid>
        <Grid size={{ xs: 12 }}>{text('bank_details', T.bankDetails, { multiline: true, helperText: T.bankDetailsHint })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RowListEditor legend={T.socials} fields={SOCIAL_FIELDS} rows={values.socials} onChange={(rows) => change('socials', rows)} addLabel={T.addSocial} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <RowListEditor legend={T.officeHours} fields={HOURS_FIELDS} rows={values.office_hours} onChange={(rows) => change('office_hours', rows)} addLabel={T.addHours} />
            {text('time_zone', T.timeZone, { helperText: T.timeZoneHint })}
          </Stack>
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {T.saveContact}
        </Button>
      </Stack>
    </Paper>
  );
}
