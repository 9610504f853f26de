// /account/requests, 'My requests': a signed-in buyer's quote requests, newest
// first, each with its reference, date, stage in the buyer's words, its lines
// (each linking to its product), links to the quotes sales sent with their
// status, 'Send again' (the lines back into the quote list) and a WhatsApp chat
// about the reference. A visitor is sent to sign in and comes back here.
import { useEffect, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MY_REQUESTS_META, formatAmount, productPagePath, type BuyerRequest, type BuyerQuote } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { errorStatus } from '../../lib/api-errors';
import { readAuthToken } from '../../lib/auth-token';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC } from '../../lib/trpc';
import { formatPostDate } from '../blog/blog-posts';
import { useSession } from '../session/session-context';
import { whatsappUrl } from '../storefront/site-config/contact-links';
import { useSiteSection } from '../storefront/site-config/use-site-section';
import { addRequestLines, describeLineWithQuantity, whatsappRequestText } from './quote-list';
import { changeQuoteLines, useQuoteListLoading } from './quote-list-store';
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
          <RequestList requests={requests.data.items} />
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

function RequestList({ requests }: { requests: readonly BuyerRequest[] }) {
  const navigate = useNavigate();
  const { config } = useSiteSection('contact');
  const listLoading = useQuoteListLoading();
  const sendAgain = (request: BuyerRequest) => {
    changeQuoteLines((current) => addRequestLines(current, request.lines));
    void navigate({ to: '/quote' });
  };
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {requests.map((request) => (
        <RequestItem
          key={request.id}
          request={request}
          chat={whatsappUrl(config?.whatsapp, whatsappRequestText(request.reference, request.lines))}
          onSendAgain={request.lines.some((line) => line.product_id) ? () => sendAgain(request) : null}
          listLoading={listLoading}
        />
      ))}
    </Box>
  );
}

const QUOTE_STATUS_LABELS: Record<BuyerQuote['status'], string> = { sent: QUOTE_TEXTS.quoteOpen, accepted: QUOTE_TEXTS.acceptedTitle, expired: QUOTE_TEXTS.quoteExpired };

interface RequestItemProps {
  request: BuyerRequest;
  /** The factory's WhatsApp chat about this request, null without a number. */
  chat: string | null;
  /** Null when no line's product is still offered. */
  onSendAgain: (() => void) | null;
  /** The account's quote list is on its way: lines added now would be lost. */
  listLoading: boolean;
}

function RequestItem({ request, chat, onSendAgain, listLoading }: RequestItemProps) {
  return (
    <Box component="li" data-testid="my-request" sx={{ py: 2.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {request.reference}
        </Typography>
        <Chip label={request.stage_label} size="small" color={request.quotes.some((q) => q.status === 'accepted') ? 'success' : 'secondary'} variant="outlined" data-testid="request-stage" />
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
          {QUOTE_TEXTS.requestDate(formatPostDate(request.created_at))}
        </Typography>
      </Box>
      {request.lines.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
          {request.lines.map((line, i) => (
            <Typography key={i} component="li" variant="body2">
              {line.product_id ? <Link href={productPagePath(line.product_slug ?? line.product_id)}>{describeLineWithQuantity(line)}</Link> : describeLineWithQuantity(line)}
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
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, p: 0, listStyle: 'none' }}>
          {request.quotes.map((quote) => (
            <Box component="li" key={quote.path} data-testid="my-quote" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Link href={quote.path} sx={{ fontWeight: 600 }}>
                {`${QUOTE_TEXTS.quoteLink(quote.reference)} · ${formatAmount(quote.total, quote.currency)}`}
              </Link>
              <Chip label={QUOTE_STATUS_LABELS[quote.status]} size="small" color={quote.status === 'accepted' ? 'success' : 'default'} />
            </Box>
          ))}
        </Box>
      )}
      {(onSendAgain || chat) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
          {onSendAgain && (
            <Button variant="outlined" size="small" startIcon={<ReplayIcon />} onClick={onSendAgain} disabled={listLoading} title={QUOTE_TEXTS.sendAgainHint(request.reference)}>
              {QUOTE_TEXTS.sendAgain}
            </Button>
          )}
          {chat && (
            <Button href={chat} target="_blank" rel="noopener noreferrer" variant="text" size="small" startIcon={<WhatsApp />}>
              {QUOTE_TEXTS.askOnWhatsApp}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
