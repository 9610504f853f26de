// /quote: the buyer's quote list with quantities, samples and the estimate from the
// price lists (quoteRequests.preview, with the minimum-order messages per line),
// the buyer's details and 'Send quote request'. Where several lines of a product add
// up to a better tier, the first of them says so. Once sent: the reference, the list
// emptied, and WhatsApp prefilled with the reference and the lines.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { QUOTE_LIST_META, combinedTiers, formatAmount, type BuyerRequest } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { errorMessage } from '../../lib/api-errors';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useSession } from '../session/session-context';
import { QuoteLineRow } from './QuoteLineRow';
import { QuoteRequestSent } from './QuoteRequestSent';
import { BuyerDetailsFields, EMPTY_BUYER_DETAILS, type BuyerDetails } from './BuyerDetailsFields';
import { removeLine, setQuantity, setSample, type QuoteListLine } from './quote-list';
import { changeQuoteLines, useQuoteLines, useQuoteListLoading } from './quote-list-store';
import { problemsOfError, sortProblems, type FieldProblem } from './quote-problems';
import { QUOTE_TEXTS } from './quote-texts';

/** The lines as they settle: a preview is asked for once typing pauses. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function QuotePage() {
  usePageMeta(QUOTE_LIST_META);
  const session = useSession();
  const lines = useQuoteLines();
  const loading = useQuoteListLoading() || session.loading;
  const [sent, setSent] = useState<BuyerRequest | null>(null);

  return (
    <PageContainer maxWidth="md">
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
        {QUOTE_TEXTS.pageTitle}
      </Typography>
      {sent ? (
        <QuoteRequestSent request={sent} signedIn={session.user !== null} />
      ) : loading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
          <CircularProgress size={24} color="secondary" />
          <Typography sx={{ color: 'text.secondary' }}>{QUOTE_TEXTS.loading}</Typography>
        </Box>
      ) : lines.length === 0 ? (
        <EmptyQuoteList />
      ) : (
        <QuoteForm lines={lines} email={session.user?.email ?? ''} onSent={setSent} />
      )}
    </PageContainer>
  );
}

function EmptyQuoteList() {
  return (
    <Box data-testid="quote-empty" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {QUOTE_TEXTS.emptyTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{QUOTE_TEXTS.emptyHint}</Typography>
      <Button href="/products" variant="contained">
        {QUOTE_TEXTS.browseProducts}
      </Button>
    </Box>
  );
}

/** For each list position, the note of a better tier that the product's lines reach together. */
function useCombinedTierNotes(lines: readonly QuoteListLine[]): Map<number, string> {
  const trpc = useTRPC();
  const ordinary = lines.filter((line) => !line.sample).map((line) => line.product_id);
  // Only a product with several ordinary lines can reach a tier its lines miss alone.
  const products = [...new Set(ordinary.filter((id, i) => ordinary.indexOf(id) !== i))];
  const grids = useQueries({ queries: products.map((productId) => trpc.prices.byProduct.queryOptions({ productId })) });
  const gridOf = (productId: string) => grids[products.indexOf(productId)]?.data ?? undefined;
  return new Map(combinedTiers(lines, gridOf).map((found) => [found.first_line, found.note]));
}

function QuoteForm({ lines, email, onSent }: { lines: QuoteListLine[]; email: string; onSent: (request: BuyerRequest) => void }) {
  const trpc = useTRPC();
  const tierNotes = useCombinedTierNotes(lines);
  const client = useTRPCClient();
  const settled = useSettled(lines);
  const preview = useQuery({
    queryKey: ['quote-preview', settled],
    queryFn: () => client.quoteRequests.preview.mutate({ lines: settled }),
    placeholderData: keepPreviousData,
  });
  const [details, setDetails] = useState<BuyerDetails>({ ...EMPTY_BUYER_DETAILS, email });
  const [refused, setRefused] = useState<FieldProblem[]>([]);
  const send = useMutation(trpc.quoteRequests.create.mutationOptions());

  // Positions match while the preview is of these lines; a preview of an older list is not shown per line.
  const current = preview.data && preview.data.lines.length === lines.length ? preview.data : undefined;
  const problems = sortProblems([...(current?.problems ?? []), ...refused]);

  const change = (next: (lines: readonly QuoteListLine[]) => QuoteListLine[]) => {
    setRefused([]);
    changeQuoteLines(next);
  };

  const submit = () => {
    setRefused([]);
    send.mutate(
      { ...details, shipping: details.shipping || null, lines },
      {
        onSuccess: (request) => {
          changeQuoteLines(() => []);
          onSent(request);
          window.scrollTo({ top: 0 });
        },
        onError: (error) => setRefused(problemsOfError(error)),
      },
    );
  };

  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{QUOTE_TEXTS.intro}</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
        {QUOTE_TEXTS.linesHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {lines.map((line, index) => (
          <QuoteLineRow
            key={`${line.product_id}|${line.length}|${line.texture}|${line.grade}|${line.sample}`}
            index={index}
            line={line}
            resolved={current?.lines[index]}
            problems={problems.lines.get(index) ?? []}
            tierNote={tierNotes.get(index)}
            onQuantity={(quantity) => change((all) => setQuantity(all, index, quantity))}
            onSample={(sample) => change((all) => setSample(all, index, sample))}
            onRemove={() => change((all) => removeLine(all, index))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 2.5 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{QUOTE_TEXTS.estimateTotal}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="quote-estimate-label">
            {QUOTE_TEXTS.estimateLabel}
          </Typography>
        </Box>
        <Typography data-testid="quote-estimate-total" sx={{ fontSize: '1.4rem', fontWeight: 600, whiteSpace: 'nowrap' }}>
          {current?.estimate_total != null && current.currency ? formatAmount(current.estimate_total, current.currency) : '–'}
        </Typography>
      </Box>

      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-labelledby="buyer-details-heading"
        sx={{ mt: 3, p: { xs: 2.5, md: 4 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderTop: 3, borderTopColor: 'secondary.main' }}
      >
        <Typography id="buyer-details-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {QUOTE_TEXTS.detailsHeading}
        </Typography>
        <BuyerDetailsFields values={details} onChange={setDetails} errors={problems.fields} />
        {send.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refused.length > 0 ? QUOTE_TEXTS.fixProblems : QUOTE_TEXTS.failed(errorMessage(send.error, QUOTE_TEXTS.failedFallback))}
          </Alert>
        )}
        <Box sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {send.isPending ? QUOTE_TEXTS.sending : QUOTE_TEXTS.send}
          </Button>
        </Box>
      </Box>
    </>
  );
}
