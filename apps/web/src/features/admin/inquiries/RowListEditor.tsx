// A small list of two-field rows (social links, office hours): edit, add, remove.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

export interface RowListEditorProps<K extends string> {
  legend: string;
  /** The two fields of a row, with their labels. */
  fields: readonly [{ key: K; label: string }, { key: K; label: string }];
  rows: Record<K, string>[];
  onChange(rows: Record<K, string>[]): void;
  addLabel: string;
}

export function RowListEditor<K extends string>({ legend, fields, rows, onChange, addLabel }: RowListEditorProps<K>) {
  const blank = Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      {rows.map((row, index) => (
        // Rows have no id; the position is what the admin edits.
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {fields.map((field, f) => (
            <TextField
              key={field.key}
              label={`${field.label} ${index + 1}`}
              value={row[field.key]}
              onChange={(e) => onChange(rows.map((r, i) => (i === index ? { ...r, [field.key]: e.target.value } : r)))}
              size="small"
              sx={{ flex: f === 0 ? 2 : 3, minWidth: 0 }}
            />
          ))}
          <IconButton aria-label={T.removeRow(legend, index + 1)} onClick={() => onChange(rows.filter((_, i) => i !== index))} size="small">
            <Close fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button size="small" startIcon={<Add />} onClick={() => onChange([...rows, { ...blank }])}>
          {addLabel}
        </Button>
      </div>
    </Stack>
  );
}
