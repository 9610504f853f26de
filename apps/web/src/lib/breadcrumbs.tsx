// A breadcrumb trail drawn as MUI's <Breadcrumbs> draws it (a nav holding an ordered list,
// the separators hidden from screen readers, the same class names for styling them), without
// the component's collapsing of long trails, which no trail of the site needs: its code would
// be one more chunk in the first load of the product and list pages.
import { Children, Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface BreadcrumbsProps {
  /** The name of the landmark. */
  'aria-label': string;
  separator?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function Breadcrumbs({ 'aria-label': label, separator = '/', sx, children }: BreadcrumbsProps) {
  const items = Children.toArray(children);
  return (
    <Typography component="nav" aria-label={label} sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <Box component="li" aria-hidden="true" className="MuiBreadcrumbs-separator" sx={{ display: 'flex', userSelect: 'none', mx: 1 }}>
                {separator}
              </Box>
            )}
            <li className="MuiBreadcrumbs-li">{item}</li>
          </Fragment>
        ))}
      </Box>
    </Typography>
  );
}
