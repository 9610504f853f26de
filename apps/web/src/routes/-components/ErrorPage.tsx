// The router's fallback when a page throws: 'Unexpected Application Error!'.
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ErrorComponentProps } from '@tanstack/react-router';
import { TEXTS } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { useAppStarted } from '../../lib/app-started';

export function ErrorPage({ error }: ErrorComponentProps) {
  // Also without a layout around it (a failing root route), the page then listens.
  useAppStarted();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
        {TEXTS.unexpectedError}
      </Typography>
      {error instanceof Error && error.message && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {error.message}
        </Typography>
      )}
      <Button href="/" variant="contained">
        {TEXTS.returnHome}
      </Button>
    </PageContainer>
  );
}
