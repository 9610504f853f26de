// The About page's figures (value and label, e.g. '40+' 'Countries shipped to'),
// saved on their own.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { AboutFigure } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { RowListEditor } from '../inquiries/RowListEditor';
import { AboutCard } from './AboutCard';
import { checkFigures } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

const FIGURE_FIELDS = [
  { key: 'value', label: T.figureValue },
  { key: 'label', label: T.figureLabel },
] as const;

export interface FiguresFormProps {
  initial: AboutFigure[];
  /** Resolves true when stored. */
  onSave(figures: AboutFigure[]): Promise<boolean>;
}

export function FiguresForm({ initial, onSave }: FiguresFormProps) {
  const [figures, setFigures] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(differsFromSaved(figures, initial));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFigures(figures, T.figureRow);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    if (await onSave(checked.value)) setFigures(checked.value);
    setSaving(false);
  }

  return (
    <AboutCard
      title={T.figuresTitle}
      component="form"
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" disabled={saving}>
          {T.saveFigures}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {T.figuresHint}
      </Typography>
      <RowListEditor
        legend={T.figuresLegend}
        fields={FIGURE_FIELDS}
        rows={figures}
        onChange={(rows) => {
          setFigures(rows);
          setError(null);
        }}
        addLabel={T.addFigure}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </AboutCard>
  );
}
