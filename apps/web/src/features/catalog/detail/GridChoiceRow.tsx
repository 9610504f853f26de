// One row of the price grid's choices (lengths, textures, grades or quantity
// tiers): toggle buttons on ButtonBase, which every page loads already, drawn as
// chips.
import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { outlinedChipSx } from './outlined-chip-sx';

export interface Choice {
  key: string;
  label: string;
  selected: boolean;
  enabled: boolean;
  onPick: () => void;
}

const choiceSx = [
  outlinedChipSx,
  {
    height: 40,
    minWidth: 48,
    px: '11px',
    borderRadius: 2,
    fontSize: '0.95rem',
    '&[aria-pressed="true"]': { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' },
    '&[aria-pressed="true"]:hover': { bgcolor: 'primary.dark' },
    '&.Mui-disabled': { opacity: 0.38 },
  },
] as const;

/** Wraps on a phone; each choice a 40 px target announcing its pressed state, disabled when not offered. */
export function GridChoiceRow({ label, choices, testId }: { label: string; choices: Choice[]; testId: string }) {
  const id = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', mb: 1 }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={id} data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((c) => (
          <ButtonBase
            key={c.key}
            disabled={!c.enabled}
            aria-pressed={c.selected}
            aria-disabled={!c.enabled || undefined}
            onClick={c.enabled && !c.selected ? c.onPick : undefined}
            sx={choiceSx}
          >
            {c.label}
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
