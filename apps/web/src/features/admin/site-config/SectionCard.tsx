// One titled block of a site-configuration tab, with its buttons at the bottom.
import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** h2 for a tab's own section, h3 for the blocks inside one. */
  level?: 2 | 3;
}

export function SectionCard({ title, description, actions, children, level = 2 }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant={level === 2 ? 'h5' : 'h6'} component={`h${level}`} sx={{ mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
      {actions && (
        <CardActions sx={{ justifyContent: 'flex-end', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
