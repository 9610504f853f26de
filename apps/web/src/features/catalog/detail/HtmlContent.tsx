// Stored rich text (description, how to buy, warranty, Q&A). The server
// sanitizes this HTML before it stores it (no scripts, handlers or js: URLs).
import Box from '@mui/material/Box';

export function HtmlContent({ html }: { html: string }) {
  return (
    <Box
      sx={{
        lineHeight: 1.75,
        maxWidth: '75ch',
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { my: 0.75 },
        // The editor writes each list item as a paragraph: no paragraph gap inside an item.
        '& li > p': { my: 0 },
        '& h2, & h3, & h4': { fontFamily: 'h1.fontFamily', mt: 3, mb: 1 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'secondary.dark' },
        '& blockquote': { my: 2, mx: 0, py: 0.5, px: 2.5, borderLeft: 3, borderColor: 'secondary.main', fontStyle: 'italic', color: 'text.secondary' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
