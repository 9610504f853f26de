// One line of the /quote page: the product and its pick, the quantity (edited in
// place), the Sample switch, the estimate, the line's problems and its Remove button.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatAmount, formatQuantity, productPagePath, readQuantity, type QuoteLine } from '@hair/domain';
import { NativeTextField } from '../../lib/native-fields';
import { type QuoteListLine } from './quote-list';
import { QUOTE_TEXTS } from './quote-texts';

export interface QuoteLineRowProps {
  index: number;
  line: QuoteListLine;
  /** The line as the catalogue reads it; null when it is not offered any more, undefined while it loads. */
  resolved: QuoteLine | null | undefined;
  problems: readonly string[];
  /** Said when this product's lines together reach a better tier ('10 kg of this product in your list: …'). */
  tierNote?: string;
  onQuantity(quantity: number): void;
  onSample(sample: boolean): void;
  onRemove(): void;
}

export function QuoteLineRow({ index, line, resolved, problems, tierNote, onQuantity, onSample, onRemove }: QuoteLineRowProps) {
  const name = resolved?.product_name ?? line.product_id;
  const unit = resolved?.unit ?? (line.sample ? 'bundle' : 'kg');
  const [text, setText] = useState(String(line.quantity));
  const [typed, setTyped] = useState<string | undefined>();
  // The stored quantity changed elsewhere (a sample switched, another tab): show it.
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  const messages = [...(typed ? [typed] : []), ...problems];

  return (
    <Box component="li" data-testid="quote-line" sx={{ listStyle: 'none', py: 2.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
            {resolved ? <Link href={productPagePath(resolved.product_slug ?? line.product_id)}>{name}</Link> : name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {resolved ? `${resolved.length}" · ${resolved.texture_name} · ${resolved.grade_name}` : `${line.length}" · ${line.texture} · ${line.grade}`}
          </Typography>
        </Box>
        <IconButton aria-label={QUOTE_TEXTS.remove(name)} onClick={onRemove} sx={{ mt: -0.5 }}>
          <DeleteOutlined />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 3, rowGap: 1, mt: 1.5 }}>
        {line.sample ? (
          <Typography sx={{ mb: 1.5, minWidth: 140 }}>{formatQuantity(1, unit)}</Typography>
        ) : (
        <NativeTextField
          id={`quote-line-${index}-quantity`}
          label={QUOTE_TEXTS.quantity(unit)}
          value={text}
          inputMode={unit === 'kg' ? 'decimal' : 'numeric'}
          onChange={(event) => {
            setText(event.target.value);
            const read = readQuantity(event.target.value, unit);
            setTyped('error' in read ? read.error : undefined);
            if ('quantity' in read) onQuantity(read.quantity);
          }}
          sx={{ width: 140 }}
        />
        )}
        <FormControlLabel
          control={<Switch checked={line.sample} onChange={(event) => onSample(event.target.checked)} />}
          label={QUOTE_TEXTS.sample}
          title={QUOTE_TEXTS.sampleHint}
          sx={{ mb: 0.5 }}
        />
        <Box sx={{ ml: 'auto', textAlign: 'right', mb: 0.5 }} data-testid="quote-line-estimate">
          {resolved?.estimate ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>{formatAmount(resolved.estimate.amount, resolved.estimate.currency)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${formatAmount(resolved.estimate.unit_price, resolved.estimate.currency)} per ${resolved.unit}`}</Typography>
            </>
          ) : (
            resolved !== undefined && <Typography sx={{ color: 'text.secondary' }}>{resolved ? QUOTE_TEXTS.priceOnRequest : ''}</Typography>
          )}
        </Box>
      </Box>
      {tierNote && (
        <Typography data-testid="quote-tier-note" sx={{ color: 'success.dark', mt: 1, fontSize: '0.9rem' }}>
          {tierNote}
        </Typography>
      )}
      {resolved === null && <Typography sx={{ color: 'error.main', mt: 1 }}>{QUOTE_TEXTS.unavailable}</Typography>}
      {messages.map((message) => (
        <Typography key={message} role="alert" data-testid="quote-line-problem" sx={{ color: 'error.main', mt: 1, fontSize: '0.9rem' }}>
          {message}
        </Typography>
      ))}
    </Box>
  );
}
