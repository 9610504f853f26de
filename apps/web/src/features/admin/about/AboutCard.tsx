// A titled panel of the about screen, with its buttons at the bottom.
import { useId, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AboutCardProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  component?: 'form' | 'section';
  onSubmit?: FormEventHandler;
}

export function AboutCard({ title, children, actions, component = 'section', onSubmit }: AboutCardProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component={component}
      onSubmit={onSubmit}
      noValidate={component === 'form' ? true : undefined}
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
