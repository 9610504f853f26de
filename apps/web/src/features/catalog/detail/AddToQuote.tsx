// 'Add to quote' under the price grid: a quantity in the unit the grid counts
// (kg, bundles or pieces) and the button that adds the picked length, texture and
// grade to the buyer's quote list, confirmed by a toast that leads to /quote.
// The list's rules and its store load with the first click.
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { lineUnit, type GridSelection, type PriceGrid } from '@hair/domain';
import { NativeTextField } from '../../../lib/native-fields';
import { enqueueSnackbar } from '../../../lib/toast';
import { QUOTE_LIST_TEXTS } from '../../quote/quote-list-texts';

export interface AddToQuoteProps {
  productId: string;
  grid: PriceGrid;
  selection: Required<GridSelection>;
}

export function AddToQuote({ productId, grid, selection }: AddToQuoteProps) {
  const navigate = useNavigate();
  const unit = lineUnit(grid, false);
  const [text, setText] = useState(String(grid.line_moq ?? grid.moq ?? 1));
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The list's rules and store load with the first click: the product page's first load carries only the form.
    // The store announces the change, and the header's badge then loads its count.
    const [{ addLine, readQuantity }, { changeQuoteLines }] = await Promise.all([import('../../quote/quote-list'), import('../../quote/quote-list-store')]);
    const read = readQuantity(text, unit);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    changeQuoteLines((lines) => addLine(lines, { product_id: productId, ...selection, quantity: read.quantity, sample: false }));
    enqueueSnackbar(
      <span>
        {QUOTE_LIST_TEXTS.added(read.quantity, unit)}{' '}
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
      { variant: 'success' },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="add-to-quote" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 2.5 }}>
      <NativeTextField
        id="add-to-quote-quantity"
        label={QUOTE_LIST_TEXTS.quantity(unit)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputMode={unit === 'kg' ? 'decimal' : 'numeric'}
        error={error}
        sx={{ width: { xs: 130, sm: 160 }, flexShrink: 0 }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 3.4, minHeight: 50, flexGrow: { xs: 1, sm: 0 } }}>
        {QUOTE_LIST_TEXTS.addToQuote}
      </Button>
    </Box>
  );
}
