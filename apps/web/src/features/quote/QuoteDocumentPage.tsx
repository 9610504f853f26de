// /q/{token}: a quote as its buyer reads it, with no account: the factory's
// emblem, reference, dates, who it is from and to, the lines with unit prices and
// amounts, shipping, total, payment terms, bank details and note; the PDF,
// printing (the site's header and footer are not printed) and 'Accept quote' with
// a confirmation, answered by the next steps in its place. An unknown link is the
// site's 404.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { formatAmount, quotePageDescription, quotePageTitle, type PublicQuote } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { errorStatus } from '../../lib/api-errors';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC } from '../../lib/trpc';
import { formatPostDate } from '../blog/blog-posts';
import { BrandMark } from '../storefront/layout/BrandLogo';
import { NotFoundPage } from '../storefront/layout/NotFoundPage';
import { AcceptQuote } from './AcceptQuote';
import { AcceptedNextSteps } from './AcceptedNextSteps';
import { QuoteLinesTable } from './QuoteLinesTable';
import { QUOTE_TEXTS } from './quote-texts';

export function QuoteDocumentPage() {
  const { token } = useParams({ from: '/_site/q/$token' });
  const trpc = useTRPC();
  const quote = useQuery(trpc.quotes.byToken.queryOptions({ token }));
  if (quote.data) return <QuoteDocument quote={quote.data} token={token} />;
  if (quote.isError && errorStatus(quote.error) === 404) return <NotFoundPage />;
  return <QuoteState text={quote.isError ? quote.error.message : QUOTE_TEXTS.loading} />;
}

function QuoteState({ text }: { text: string }) {
  return (
    <PageContainer maxWidth="md">
      <Typography role="status" sx={{ color: 'text.secondary', py: 6 }}>
        {text}
      </Typography>
    </PageContainer>
  );
}

function Party({ heading, lines }: { heading: string; lines: (string | null)[] }) {
  return (
    <Box>
      <Typography variant="overline" component="h2" sx={{ color: 'secondary.dark' }}>
        {heading}
      </Typography>
      {lines.filter((line): line is string => Boolean(line)).map((line, i) => (
        <Typography key={i} sx={{ fontWeight: i === 0 ? 600 : 400, whiteSpace: 'pre-line' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function QuoteDocument({ quote, token }: { quote: PublicQuote; token: string }) {
  const title = quotePageTitle(quote.reference);
  usePageMeta({ fullTitle: title, description: quotePageDescription(quote) });
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [justAccepted, setJustAccepted] = useState(false);
  const status =
    quote.status === 'accepted'
      ? QUOTE_TEXTS.statusAccepted(formatPostDate(quote.accepted_at ?? ''))
      : quote.status === 'expired'
        ? QUOTE_TEXTS.statusExpired(formatPostDate(quote.valid_until))
        : QUOTE_TEXTS.statusSent(formatPostDate(quote.valid_until));

  return (
    <PageContainer maxWidth="md">
      <Box component="article" data-testid="quote-document" sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderTop: 3, borderTopColor: 'secondary.main', p: { xs: 2.5, md: 5 }, '@media print': { border: 0, p: 0 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <BrandMark sx={{ width: 48, height: 48 }} />
          <Typography sx={{ fontFamily: 'h1.fontFamily', fontWeight: 600, fontSize: '1.3rem' }}>{quote.factory.name}</Typography>
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.3rem' }, overflowWrap: 'anywhere' }}>
          {QUOTE_TEXTS.quoteHeading(quote.reference)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{QUOTE_TEXTS.forRequest(quote.request_reference)}</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
          <dt>{QUOTE_TEXTS.date}</dt>
          <dd>{formatPostDate(quote.created_at)}</dd>
          <dt>{QUOTE_TEXTS.validUntil}</dt>
          <dd>{formatPostDate(quote.valid_until)}</dd>
        </Box>
        <Typography role="status" data-testid="quote-status" sx={{ p: 1.5, mb: 3, bgcolor: quote.status === 'sent' ? 'action.hover' : quote.status === 'accepted' ? 'success.light' : 'warning.light', fontWeight: 500 }}>
          {status}
        </Typography>

        <Grid container spacing={3} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Party heading={QUOTE_TEXTS.from} lines={[quote.factory.name, quote.factory.address, quote.factory.email, quote.factory.phone]} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Party heading={QUOTE_TEXTS.to} lines={[quote.buyer.name, quote.buyer.company, quote.buyer.country_name]} />
          </Grid>
        </Grid>

        <QuoteLinesTable quote={quote} />

        <Box component="dl" data-testid="quote-totals" sx={{ display: 'grid', gridTemplateColumns: '1fr max-content', columnGap: 3, rowGap: 0.5, mt: 2, ml: 'auto', maxWidth: 360, '& dd': { m: 0, textAlign: 'right' } }}>
          <dt>{QUOTE_TEXTS.subtotal}</dt>
          <dd>{formatAmount(quote.subtotal, quote.currency)}</dd>
          <dt>{QUOTE_TEXTS.shippingCost}</dt>
          <dd>{formatAmount(quote.shipping_cost, quote.currency)}</dd>
          <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {QUOTE_TEXTS.total}
          </Box>
          <Box component="dd" data-testid="quote-total" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {formatAmount(quote.total, quote.currency)}
          </Box>
        </Box>

        <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 4, mb: 0.5 }}>
          {QUOTE_TEXTS.paymentTerms}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{quote.payment_terms}</Typography>
        {quote.factory.bank_details && (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 3, mb: 0.5 }}>
              {QUOTE_TEXTS.bankDetails}
            </Typography>
            <Typography data-testid="quote-bank-details" sx={{ whiteSpace: 'pre-line' }}>
              {quote.factory.bank_details}
            </Typography>
          </>
        )}
        {quote.note && (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 3, mb: 0.5 }}>
              {QUOTE_TEXTS.note}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{quote.note}</Typography>
          </>
        )}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, displayPrint: 'none' }}>
        {quote.status === 'accepted' && <AcceptedNextSteps quote={quote} justAccepted={justAccepted} />}
        {quote.status === 'sent' && (
          <Button variant="contained" size="large" onClick={() => setConfirming(true)}>
            {QUOTE_TEXTS.accept}
          </Button>
        )}
        <Button href={quote.pdf_path} variant="outlined" size="large" download>
          {QUOTE_TEXTS.downloadPdf}
        </Button>
        <Button variant="text" size="large" onClick={() => window.print()}>
          {QUOTE_TEXTS.print}
        </Button>
      </Box>
      {confirming && (
        <AcceptQuote
          token={token}
          reference={quote.reference}
          onClose={() => setConfirming(false)}
          onAccepted={(accepted) => {
            queryClient.setQueryData(trpc.quotes.byToken.queryKey({ token }), accepted);
            setJustAccepted(true);
          }}
        />
      )}
    </PageContainer>
  );
}
