// The page footer: brand and tagline.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, BRAND_TAGLINE } from '@hair/domain';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Typography sx={{ fontFamily: 'h1.fontFamily', color: 'secondary.main', fontSize: '1.2rem' }}>{BRAND_NAME}</Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {BRAND_TAGLINE} · © {new Date().getFullYear()}
        </Typography>
      </Container>
    </Box>
  );
}
