// One label and value of a product's facts, as a <dt>/<dd> pair inside a <dl>.
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
