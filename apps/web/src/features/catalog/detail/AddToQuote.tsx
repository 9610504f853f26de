// 'Add to quote' under the price grid: a quantity in the unit the grid counts
// (kg, bundles or pieces), the line total it comes to at the tier it reaches, and
// the buttons that add the picked length, texture and grade (or a sample of it) to
// the buyer's quote list, confirmed by a toast that leads to /quote. A quantity
// below the product's minimums is refused naming the minimum. The list's store
// loads with the first click.
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatAmount, formatQuantity, lineUnit, priceLine, readQuantity, type GridSelection, type PriceGrid, type QuoteUnit } from '@hair/domain';
import { NativeTextField } from '../../../lib/native-fields';
import { enqueueSnackbar } from '../../../lib/toast';
import { QUOTE_LIST_TEXTS } from '../../quote/quote-list-texts';
import { PRICE_GRID_TEXTS } from './price-grid-texts';
import { toastAnchorAwayFrom } from '../../../lib/toast-placement';

export interface AddToQuoteProps {
  productId: string;
  productName: string;
  grid: PriceGrid;
  selection: Required<GridSelection>;
  cell: PriceGrid['cells'][number];
  /** The quantity as typed; the panel keeps it, since it picks the tier. */
  text: string;
  onTextChange: (text: string) => void;
}

export function AddToQuote({ productId, productName, grid, selection, cell, text, onTextChange }: AddToQuoteProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const unit = lineUnit(grid, false);
  const sampleUnit = lineUnit(grid, true);
  const [error, setError] = useState<string | undefined>();
  const read = readQuantity(text, unit);
  const priced = 'quantity' in read ? priceLine(grid, cell, productName, read.quantity, false) : null;

  const add = async (quantity: number, lineUnitShown: QuoteUnit, sample: boolean) => {
    setError(undefined);
    // The list's store loads with the first click; it announces the change, and the header's badge then loads its count.
    const [{ addLine }, { changeQuoteLines, currentQuoteLines }] = await Promise.all([import('../../quote/quote-list'), import('../../quote/quote-list-store')]);
    const line = { product_id: productId, ...selection, quantity, sample };
    const next = addLine(currentQuoteLines(), line);
    if (!sample) {
      // The pick as it will stand (the same pick adds up), checked with the product's other lines, as a request is.
      const ofProduct = next.filter((known) => known.product_id === productId && !known.sample);
      const pick = ofProduct.find((known) => known.length === line.length && known.texture === line.texture && known.grade === line.grade);
      const problem = priceLine(grid, cell, productName, pick?.quantity ?? quantity, false, ofProduct.filter((known) => known !== pick)).belowMinimum;
      if (problem) return setError(problem);
    }
    changeQuoteLines(() => next);
    enqueueSnackbar(
      <span>
        {QUOTE_LIST_TEXTS.added(quantity, lineUnitShown)}{' '}
        {/* The toasts live outside the router: a plain anchor that asks the router to go. */}
        <Link
          component="a"
          href="/quote"
          color="inherit"
          sx={{ fontWeight: 600, ml: 1 }}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            void navigate({ to: '/quote' });
          }}
        >
          {QUOTE_LIST_TEXTS.viewQuote}
        </Link>
      </span>,
      { variant: 'success', anchorOrigin: toastAnchorAwayFrom(formRef.current) },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ('error' in read) return setError(read.error);
    void add(read.quantity, unit, false);
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} data-testid="add-to-quote" sx={{ mb: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <NativeTextField
          id="add-to-quote-quantity"
          label={QUOTE_LIST_TEXTS.quantity(unit)}
          value={text}
          onChange={(event) => {
            setError(undefined);
            onTextChange(event.target.value);
          }}
          inputMode={unit === 'kg' ? 'decimal' : 'numeric'}
          sx={{ width: { xs: 130, sm: 160 }, flexShrink: 0 }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 3.4, minHeight: 50, flexGrow: { xs: 1, sm: 0 } }}>
          {QUOTE_LIST_TEXTS.addToQuote}
        </Button>
      </Box>
      {error && (
        <Typography role="alert" data-testid="add-to-quote-error" sx={{ color: 'error.main', fontSize: '0.9rem', mt: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
        <Typography data-testid="grid-line-total" data-price="" aria-live="polite">
          {priced?.estimate && 'quantity' in read ? (
            <>
              {PRICE_GRID_TEXTS.lineTotal}{' '}
              <Box component="strong" sx={{ fontWeight: 600 }}>
                {formatAmount(priced.estimate.amount, priced.estimate.currency)}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {PRICE_GRID_TEXTS.lineTotalDetail(formatQuantity(read.quantity, unit), formatAmount(priced.estimate.unit_price, priced.estimate.currency), unit)}
              </Box>
            </>
          ) : null}
        </Typography>
        <Button type="button" variant="text" size="small" onClick={() => void add(1, sampleUnit, true)} sx={{ px: 0.5 }}>
          {QUOTE_LIST_TEXTS.addSample(sampleUnit)}
        </Button>
      </Box>
    </Box>
  );
}
