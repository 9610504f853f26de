// 'Company Values' (at least one required): each value's name and the line shown
// under it on the About page; add a value, remove one with × (only while more
// than one exists); empty values are dropped on save.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { ADMIN_TEXTS, type CompanyValue } from '@hair/domain';
import { AboutCard } from './AboutCard';
import { checkValues, valuesForForm } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export interface ValuesFormProps {
  values: CompanyValue[];
  onChange(values: CompanyValue[]): void;
  /** Stores the checked list; resolves true when stored. */
  onSave(values: unknown[]): Promise<boolean>;
}

export function ValuesForm({ values, onChange, onSave }: ValuesFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function edit(next: CompanyValue[]) {
    onChange(next);
    setError(null);
  }

  function editValue(index: number, patch: Partial<CompanyValue>) {
    edit(values.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(values, T.valueLabel);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    // The form shows what was stored: the dropped empty values disappear.
    if (await onSave(checked.value)) onChange(valuesForForm(checked.value));
    setSaving(false);
  }

  return (
    <AboutCard
      title={ADMIN_TEXTS.companyValues}
      component="form"
      onSubmit={submit}
      actions={
        <>
          <Button startIcon={<Add />} onClick={() => edit([...values, { name: '', description: '' }])}>
            {T.addValue}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {T.saveValues}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        {values.map((value, index) => (
          // Values have no id; the position is what the admin edits.
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <TextField
                label={T.valueLabel(index + 1)}
                value={value.name}
                onChange={(e) => editValue(index, { name: e.target.value })}
                size="small"
                fullWidth
                error={error !== null}
              />
              <TextField
                label={T.valueDescriptionLabel(index + 1)}
                value={value.description}
                onChange={(e) => editValue(index, { description: e.target.value })}
                size="small"
                fullWidth
                multiline
                minRows={2}
              />
            </Stack>
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
