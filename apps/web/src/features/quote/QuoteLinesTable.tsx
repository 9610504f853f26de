// A quote's lines: description, quantity, unit price and amount. On a phone the
// columns would not fit: each line is a block with its figures under the description.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAmount, formatQuantity, type PublicQuote } from '@hair/domain';
import { QUOTE_TEXTS } from './quote-texts';

const columns = { display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 110px 120px 120px' }, columnGap: 2, alignItems: 'baseline' } as const;

export function QuoteLinesTable({ quote }: { quote: Pick<PublicQuote, 'lines' | 'currency'> }) {
  return (
    <Box role="table" aria-label={QUOTE_TEXTS.linesHeading} data-testid="quote-lines">
      <Box role="row" sx={{ ...columns, display: { xs: 'none', sm: 'grid' }, py: 1, borderBottom: 2, borderColor: 'divider', color: 'text.secondary', fontSize: '0.85rem', fontWeight: 600 }}>
        <span role="columnheader">{QUOTE_TEXTS.description}</span>
        <Box component="span" role="columnheader" sx={{ textAlign: 'right' }}>{QUOTE_TEXTS.quantityHeading}</Box>
        <Box component="span" role="columnheader" sx={{ textAlign: 'right' }}>{QUOTE_TEXTS.unitPrice}</Box>
        <Box component="span" role="columnheader" sx={{ textAlign: 'right' }}>{QUOTE_TEXTS.amount}</Box>
      </Box>
      {quote.lines.map((line, i) => (
        <Box key={i} role="row" data-testid="quote-line" sx={{ ...columns, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography role="cell" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: { xs: 600, sm: 400 } }}>
            {line.description}
          </Typography>
          <Typography role="cell" sx={{ textAlign: { sm: 'right' }, color: { xs: 'text.secondary', sm: 'text.primary' } }}>
            {formatQuantity(line.quantity, line.unit)}
            <Box component="span" sx={{ display: { sm: 'none' } }}>{` × ${formatAmount(line.unit_price, quote.currency)}`}</Box>
          </Typography>
          <Typography role="cell" sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right' }}>
            {formatAmount(line.unit_price, quote.currency)}
          </Typography>
          <Typography role="cell" sx={{ textAlign: 'right', fontWeight: 600 }}>
            {formatAmount(line.amount, quote.currency)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
