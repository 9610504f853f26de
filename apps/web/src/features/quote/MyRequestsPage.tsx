// /account/requests, 'My requests': a signed-in buyer's quote requests, newest
// first, each with its reference, date, stage in the buyer's words, its lines and
// links to the quotes sales sent. A visitor is sent to sign in and comes back here.
import { useEffect, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MY_REQUESTS_META, formatAmount, type BuyerRequest } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { errorStatus } from '../../lib/api-errors';
import { readAuthToken } from '../../lib/auth-token';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC } from '../../lib/trpc';
import { formatPostDate } from '../blog/blog-posts';
import { useSession } from '../session/session-context';
import { describeLineWithQuantity } from './quote-list';
import { QUOTE_TEXTS } from './quote-texts';

const PATH = '/account/requests';
const noSubscription = () => () => {};

export function MyRequestsPage() {
  usePageMeta({ title: MY_REQUESTS_META.title, description: MY_REQUESTS_META.description });
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  // The server knows no session: the page is read once the browser has taken over.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  // A stored token is enough to ask: the answer (or its 401) settles who is signed in.
  const signedIn = user !== null || (inBrowser && readAuthToken() !== null);
  const requests = useQuery({ ...trpc.quoteRequests.mine.queryOptions({ limit: 50 }), enabled: inBrowser && signedIn, staleTime: 0, gcTime: 0 });
  const mustSignIn = inBrowser && !loading && (!signedIn || errorStatus(requests.error) === 401);

  useEffect(() => {
    if (mustSignIn) void navigate({ to: '/auth', replace: true, search: { redirect: PATH } });
  }, [mustSignIn, navigate]);

  return (
    <PageContainer maxWidth="md">
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
        {QUOTE_TEXTS.myRequests}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{QUOTE_TEXTS.myRequestsIntro}</Typography>
      {requests.data ? (
        requests.data.items.length === 0 ? (
          <Box data-testid="requests-empty">
            <Typography sx={{ mb: 2 }}>{QUOTE_TEXTS.noRequests}</Typography>
            <Button href="/products" variant="contained">
              {QUOTE_TEXTS.browseProducts}
            </Button>
          </Box>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {requests.data.items.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </Box>
        )
      ) : requests.isError && !mustSignIn ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {QUOTE_TEXTS.loadFailed}
        </Typography>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} color="secondary" />
          <Typography sx={{ color: 'text.secondary' }}>{mustSignIn ? QUOTE_TEXTS.signInFirst : QUOTE_TEXTS.loading}</Typography>
        </Box>
      )}
    </PageContainer>
  );
}

function RequestItem({ request }: { request: BuyerRequest }) {
  return (
    <Box component="li" data-testid="my-request" sx={{ py: 2.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {request.reference}
        </Typography>
        <Chip label={request.stage_label} size="small" color="secondary" variant="outlined" />
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
          {QUOTE_TEXTS.requestDate(formatPostDate(request.created_at))}
        </Typography>
      </Box>
      {request.lines.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
          {request.lines.map((line, i) => (
            <Typography key={i} component="li" variant="body2">
              {describeLineWithQuantity(line)}
            </Typography>
          ))}
        </Box>
      )}
      {request.estimate_total !== null && request.currency && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${QUOTE_TEXTS.estimateTotal}: ${formatAmount(request.estimate_total, request.currency)}`}
        </Typography>
      )}
      {request.quotes.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
          {request.quotes.map((quote) => (
            <Link key={quote.path} href={quote.path} sx={{ fontWeight: 600 }}>
              {`${QUOTE_TEXTS.quoteLink(quote.reference)} · ${formatAmount(quote.total, quote.currency)}`}
            </Link>
          ))}
        </Box>
      )}
    </Box>
  );
}
