// The header's link to /quote with the number of lines in the buyer's quote list
// (drawn here: MUI's Badge would add its code to every page for one bubble).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';

// Here rather than with the quote texts: every page loads this link.
const label = (n: number) => (n === 0 ? 'Quote list, empty' : `Quote list, ${n} ${n === 1 ? 'line' : 'lines'}`);

export function QuoteListButton({ count }: { count: number }) {
  return (
    <IconButton href="/quote" aria-label={label(count)} data-testid="quote-badge" sx={{ color: 'primary.main', position: 'relative' }}>
      <RequestQuoteOutlined />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="quote-badge-count"
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: 'primary.main',
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {count}
        </Box>
      )}
    </IconButton>
  );
}
