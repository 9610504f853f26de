// Any path without a route: 'Oops! Page not found' and a way home.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@hair/domain';
import { PageContainer } from '@hair/ui';
import { usePageMeta } from '../../../lib/page-meta';

export function NotFoundPage() {
  usePageMeta({ title: TEXTS.notFound });
  return (
    <PageContainer maxWidth="sm">
      <Typography aria-hidden="true" sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '4.5rem', md: '6rem' }, color: 'secondary.dark', lineHeight: 1, textAlign: 'center' }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, textAlign: 'center', my: 3 }}>
        {TEXTS.notFound}
      </Typography>
      <Button href="/" variant="contained" sx={{ display: 'flex', mx: 'auto', width: 'fit-content' }}>
        {TEXTS.returnHome}
      </Button>
    </PageContainer>
  );
}
