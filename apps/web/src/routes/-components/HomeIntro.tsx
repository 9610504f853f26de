// The opening band of the home page: who we are, in one heading and one line.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function HomeIntro() {
  return (
    <Box component="section" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Factory direct · Wholesale
        </Typography>
        <Typography variant="h1" sx={{ maxWidth: '22ch', my: 2 }}>
          Premium Vietnamese human hair, straight from the factory
        </Typography>
        <Typography variant="body1" sx={{ maxWidth: '52ch', opacity: 0.85, fontSize: { md: '1.1rem' } }}>
          Bundles, closures and frontals in natural colours, made in our own workshop for salons and distributors
          worldwide.
        </Typography>
      </Container>
    </Box>
  );
}
