// 'Company Mission': one required text, saved on its own.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ADMIN_TEXTS } from '@hair/domain';
import { AboutCard } from './AboutCard';
import { checkMission } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export interface MissionFormProps {
  text: string;
  onChange(text: string): void;
  /** Resolves true when stored. */
  onSave(text: string): Promise<boolean>;
}

export function MissionForm({ text, onChange, onSave }: MissionFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkMission(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    await onSave(checked.value);
    setSaving(false);
  }

  return (
    <AboutCard
      title={ADMIN_TEXTS.companyMission}
      component="form"
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" disabled={saving}>
          {T.saveMission}
        </Button>
      }
    >
      <TextField
        label={T.missionText}
        value={text}
        onChange={(e) => {
          onChange(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        multiline
        minRows={6}
        fullWidth
        required
      />
    </AboutCard>
  );
}
