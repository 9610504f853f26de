// Shortcuts to the admin's most frequent tasks.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuoteOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import { ADMIN_TEXTS } from '@hair/domain';

const ACTIONS = [
  { label: ADMIN_TEXTS.addProduct, href: '/admin/products/new', icon: AddIcon },
  { label: 'Manage Testimonials', href: '/admin/testimonials', icon: FormatQuoteIcon },
  { label: 'Write a Blog Post', href: '/admin/blog', icon: ArticleIcon },
  { label: 'Answer Inquiries', href: '/admin/inquiries', icon: MailIcon },
  { label: 'Edit Site Configuration', href: '/admin/site-config', icon: TuneIcon },
] as const;

export function QuickActionsCard() {
  return (
    <Card component="section" aria-labelledby="quick-actions-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography id="quick-actions-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          {ADMIN_TEXTS.quickActions}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Jump straight to the work that keeps the catalogue fresh.
        </Typography>
        <Stack spacing={1}>
          {ACTIONS.map(({ label, href, icon: Icon }, index) => (
            <Button
              key={href}
              href={href}
              variant={index === 0 ? 'contained' : 'outlined'}
              startIcon={<Icon />}
              sx={{ justifyContent: 'flex-start', py: 1 }}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
