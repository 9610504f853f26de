// The about block of the home page: the mission and values the admin edits
// (site config `mission` and `values`), a few facts and a link to /about.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_VALUES, responsiveSrcSet } from '@hair/domain';
import { useSiteSection } from '../site-config/use-site-section';
import { ABOUT_TEXTS } from './home-texts';
import { SectionHeading } from './SectionHeading';

/** A bundled photo of the workshop (the server makes its narrower copies). */
const ABOUT_IMAGE = '/hero/hero-2.webp';

export function AboutBlock() {
  const { config: mission } = useSiteSection('mission');
  const { config: values } = useSiteSection('values');
  const valueList = values?.values.length ? values.values.map((v) => v.name) : DEFAULT_VALUES;
  return (
    <Box component="section" aria-labelledby="about-heading" sx={{ py: { xs: 7, md: 11 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ position: 'relative', pr: { xs: 2, md: 3 }, pb: { xs: 2, md: 3 } }}>
              <Box sx={{ position: 'absolute', right: 0, bottom: 0, width: '70%', height: '75%', border: 2, borderColor: 'secondary.main' }} />
              <Box
                component="img"
                src={ABOUT_IMAGE}
                srcSet={responsiveSrcSet(ABOUT_IMAGE)}
                sizes="(max-width: 899px) 100vw, 600px"
                alt={ABOUT_TEXTS.imageAlt}
                width={1920}
                height={823}
                loading="lazy"
                decoding="async"
                sx={{ position: 'relative', display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', objectPosition: '60% 50%' }}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionHeading id="about-heading" overline={ABOUT_TEXTS.overline} title={ABOUT_TEXTS.heading} align="left" />
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: { md: '1.05rem' }, mt: -2 }}>
              {mission?.text || ABOUT_TEXTS.fallbackMission}
            </Typography>
            <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 3 }}>
              {valueList.map((value, index) => (
                <Box component="li" key={`${index}-${value}`} sx={{ px: 1.75, py: 0.6, border: 1, borderColor: 'secondary.main', color: 'text.primary', fontSize: '0.85rem', letterSpacing: '0.06em' }}>
                  {value}
                </Box>
              ))}
            </Stack>
            <Grid container spacing={2} component="dl" sx={{ m: 0, mb: 4 }}>
              {ABOUT_TEXTS.highlights.map((fact) => (
                <Grid size={4} key={fact.label}>
                  <Typography component="dt" sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.15rem', md: '1.5rem' }, fontWeight: 600, color: 'secondary.dark' }}>
                    {fact.value}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                    {fact.label}
                  </Typography>
                </Grid>
              ))}
            </Grid>
            <Button href="/about" variant="contained" size="large" sx={{ px: 4 }}>
              {ABOUT_TEXTS.learnMore}
            </Button>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
