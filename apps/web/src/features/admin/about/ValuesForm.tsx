// 'Company Values' (spec points 2 and 5): add a value, remove one with × (only
// while more than one exists); empty values are dropped on save.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { ADMIN_TEXTS } from '@hair/domain';
import { AboutCard } from './AboutCard';
import { checkValues } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export interface ValuesFormProps {
  values: string[];
  onChange(values: string[]): void;
  /** Resolves true when stored. */
  onSave(values: string[]): Promise<boolean>;
}

export function ValuesForm({ values, onChange, onSave }: ValuesFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function edit(next: string[]) {
    onChange(next);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(values);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    // The form shows what was stored: the dropped empty values disappear.
    if (await onSave(checked.value)) onChange(checked.value);
    setSaving(false);
  }

  return (
    <AboutCard
      title={ADMIN_TEXTS.companyValues}
      component="form"
      onSubmit={submit}
      actions={
        <>
          <Button startIcon={<Add />} onClick={() => edit([...values, ''])}>
            {T.addValue}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {T.saveValues}
          </Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        {values.map((value, index) => (
          // Values have no id; the position is what the admin edits.
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={T.valueLabel(index + 1)}
              value={value}
              onChange={(e) => edit(values.map((v, i) => (i === index ? e.target.value : v)))}
              size="small"
              fullWidth
              error={error !== null}
            />
            {values.length > 1 && (
              <IconButton aria-label={T.removeValue(index + 1)} onClick={() => edit(values.filter((_, i) => i !== index))} sx={{ fontSize: '1.4rem', lineHeight: 1, width: 36, height: 36 }}>
                ×
              </IconButton>
            )}
          </Stack>
        ))}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Stack>
    </AboutCard>
  );
}
