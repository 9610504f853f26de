// One figure of the dashboard: its title, the value (a skeleton while loading,
// a dash when it could not be loaded) and what it counts.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { type UseQueryResult } from '@tanstack/react-query';

/** Shown for a figure whose data could not be loaded. */
export const NO_VALUE = '—';

export interface StatCardProps<T> {
  title: string;
  hint: string;
  icon: typeof SvgIcon;
  query: UseQueryResult<T, unknown>;
  value(data: T): ReactNode;
}

export function StatCard<T>({ title, hint, icon: Icon, query, value }: StatCardProps<T>) {
  const titleId = useId();
  return (
    <Grid size={{ xs: 6, lg: 3 }}>
      <Card component="section" aria-labelledby={titleId} aria-busy={query.isPending} sx={{ height: '100%' }}>
        <CardContent sx={{ p: { xs: 1.75, sm: 2.5 }, '&:last-child': { pb: { xs: 1.75, sm: 2.5 } } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={titleId} component="h2" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', letterSpacing: '0.02em' }}>
              {title}
            </Typography>
            <Box sx={{ width: 36, height: 36, flexShrink: 0, borderRadius: '50%', display: { xs: 'none', sm: 'grid' }, placeItems: 'center', bgcolor: 'primary.main', color: 'secondary.main' }}>
              <Icon fontSize="small" aria-hidden />
            </Box>
          </Stack>
          <Typography component="p" sx={{ fontFamily: 'h1.fontFamily', fontWeight: 600, fontSize: { xs: '1.7rem', sm: '2.1rem' }, lineHeight: 1.2, mt: 0.5 }}>
            {query.isPending ? <Skeleton width="45%" aria-hidden /> : query.isError ? NO_VALUE : value(query.data)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}
