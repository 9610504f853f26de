// The quotes of a lead, newest last: reference, total, status, valid until, and
// the buyer's link (open, copy) and PDF.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { formatAmount, type Quote, type QuoteStatus } from '@hair/domain';
import { copyWithToast } from '../../../lib/clipboard';
import { formatDay } from './lead-format';
import { PIPELINE_TEXTS as T } from './texts';

const STATUS_COLOR: Record<QuoteStatus, 'info' | 'success' | 'default'> = { sent: 'info', accepted: 'success', expired: 'default' };

/** The link the buyer is sent, on this site's origin. */
export const quoteLinkOf = (path: string) => new URL(path, window.location.origin).href;

export function QuoteLinks({ quote }: { quote: Pick<Quote, 'path' | 'pdf_path' | 'reference'> }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Link href={quote.path} target="_blank" rel="noopener">
        {T.openQuote}
      </Link>
      <Link href={quote.pdf_path} target="_blank" rel="noopener">
        {T.pdf}
      </Link>
      <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={() => void copyWithToast(quoteLinkOf(quote.path))} aria-label={`${T.copyLink}: ${quote.reference}`}>
        {T.copyLink}
      </Button>
    </Stack>
  );
}

export function LeadQuotes({ quotes }: { quotes: readonly Quote[] }) {
  if (quotes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {T.noQuotes}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={T.quotes} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {quotes.map((quote) => (
        <Stack component="li" key={quote.id} data-testid="lead-quote" spacing={0.5} sx={{ p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {quote.reference}
            </Typography>
            <Chip size="small" color={STATUS_COLOR[quote.status]} label={T.quoteStatus[quote.status]} />
            <Typography variant="body2">{formatAmount(quote.total, quote.currency)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {T.validUntil} {formatDay(quote.valid_until)}
            </Typography>
          </Stack>
          <QuoteLinks quote={quote} />
        </Stack>
      ))}
    </Stack>
  );
}
