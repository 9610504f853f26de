// The price history card of the product edit page: the latest changes of the
// product's prices (cell and tier, old → new, when, how and by whom), 20 at a
// time with 'Show more'.
import { useInfiniteQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRICE_HISTORY_PAGE_SIZE, type PriceHistoryEntry } from '@hair/domain';
import { errorMessage } from '../../../../lib/api-errors';
import { useTRPC, useTRPCClient } from '../../../../lib/trpc';
import { changeLabel, priceLabel, tierLabel } from './price-change-format';
import { PRICE_TOOLS_TEXTS as T } from './texts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function PriceHistorySection({ productId, currency }: { productId: string; currency: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  // Pages go by the last entry's id ('before'); the key is the procedure's, so a save that invalidates it refreshes the list.
  const history = useInfiniteQuery({
    queryKey: trpc.priceHistory.forProduct.queryKey({ productId }),
    queryFn: ({ pageParam }) => client.priceHistory.forProduct.query({ productId, limit: PRICE_HISTORY_PAGE_SIZE, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });

  let body;
  if (history.isPending) {
    body = (
      <>
        <Typography role="status" color="text.secondary">
          {T.historyLoading}
        </Typography>
        <Skeleton variant="rounded" height={96} aria-hidden />
      </>
    );
  } else if (history.isError) {
    body = <Alert severity="error">{`${T.historyFailed}: ${errorMessage(history.error, '')}`}</Alert>;
  } else {
    const entries = history.data.pages.flatMap((page) => page.items);
    body =
      entries.length === 0 ? (
        <Typography color="text.secondary">{T.historyEmpty}</Typography>
      ) : (
        <>
          <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="price-history">
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} currency={currency} />
            ))}
          </Stack>
          {history.hasNextPage && (
            <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} sx={{ mt: 1 }}>
              {T.showMore}
            </Button>
          )}
        </>
      );
  }

  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="price-history-title">
      <CardContent>
        <Typography id="price-history-title" variant="h6" component="h2">
          {T.historyTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {T.historyIntro}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

function HistoryEntry({ entry, currency }: { entry: PriceHistoryEntry; currency: string }) {
  const tier = tierLabel(entry);
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: { xs: 0.25, sm: 2 } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {priceLabel(entry)}
          {tier && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` · ${tier}`}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {changeLabel(entry, currency)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" variant="outlined" label={T.source[entry.source]} />
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <time dateTime={entry.changed_at}>{WHEN.format(new Date(entry.changed_at))}</time>
          {` · ${entry.author_email}`}
        </Typography>
      </Stack>
    </Box>
  );
}
