// What buyers searched for in a week: the 20 most frequent searches and the 20 that
// most often found nothing (the words to add to the catalogue), week by week.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import type { SearchStats } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';

export const SEARCH_STATS_TEXTS = {
  title: 'Searches',
  week: (monday: string): string => `Week of ${new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  top: 'Most frequent searches',
  foundNothing: 'Searches that found nothing',
  search: 'Search',
  searches: 'Searches',
  results: 'Results',
  times: 'Times with no result',
  none: 'No searches this week.',
} as const;

/** The Monday a week before or after (YYYY-MM-DD). */
function shiftWeek(monday: string, weeks: number): string {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7 * weeks);
  return date.toISOString().slice(0, 10);
}

type Row = SearchStats['top'][number];

function SearchTable({ id, title, rows, loading, last }: { id: string; title: string; rows: readonly Row[] | undefined; loading: boolean; last: { label: string; value: (row: Row) => number } }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {loading ? (
          <Box aria-hidden>{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={36} />)}</Box>
        ) : !rows?.length ? (
          <Typography sx={{ py: 2, color: 'text.secondary' }}>{SEARCH_STATS_TEXTS.none}</Typography>
        ) : (
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>{SEARCH_STATS_TEXTS.search}</TableCell>
                <TableCell align="right">{SEARCH_STATS_TEXTS.searches}</TableCell>
                <TableCell align="right">{last.label}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.query}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="a" href={`/products?q=${encodeURIComponent(row.query)}`} target="_blank" rel="noopener" sx={{ color: 'primary.main' }}>
                      {row.query}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{row.searches.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{last.value(row).toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function SearchStatsCards() {
  const trpc = useTRPC();
  const [week, setWeek] = useState<string | undefined>(undefined);
  const stats = useQuery(trpc.search.stats.queryOptions(week ? { week } : undefined));
  const shown = stats.data?.week;
  return (
    <Box component="section" aria-labelledby="search-stats-title" sx={{ mb: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="search-stats-title" variant="h5" component="h2" sx={{ mr: 'auto' }}>
          {SEARCH_STATS_TEXTS.title}
        </Typography>
        <IconButton aria-label={SEARCH_STATS_TEXTS.previousWeek} disabled={!shown} onClick={() => shown && setWeek(shiftWeek(shown, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 190, textAlign: 'center' }}>
          {shown ? SEARCH_STATS_TEXTS.week(shown) : ' '}
        </Typography>
        <IconButton aria-label={SEARCH_STATS_TEXTS.nextWeek} disabled={!shown || shiftWeek(shown, 1) > new Date().toISOString().slice(0, 10)} onClick={() => shown && setWeek(shiftWeek(shown, 1))}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SearchTable id="search-stats-top" title={SEARCH_STATS_TEXTS.top} rows={stats.data?.top} loading={stats.isPending} last={{ label: SEARCH_STATS_TEXTS.results, value: (row) => row.lastResults }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SearchTable id="search-stats-nothing" title={SEARCH_STATS_TEXTS.foundNothing} rows={stats.data?.foundNothing} loading={stats.isPending} last={{ label: SEARCH_STATS_TEXTS.times, value: (row) => row.foundNothing }} />
        </Grid>
      </Grid>
    </Box>
  );
}
