// An admin form's on/off setting with a line that says what it does, read out
// with the switch (aria-describedby).
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface SwitchWithHintProps {
  /** Id of the hint line. */
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchWithHint({ id, label, hint, checked, onChange }: SwitchWithHintProps) {
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': id } }} />}
        label={label}
      />
      <Typography id={id} variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </div>
  );
}
