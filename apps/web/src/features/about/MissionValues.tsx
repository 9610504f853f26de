// Mission, figures and values from the site configuration (the admin edits them).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Diamond from '@mui/icons-material/Diamond';
import Handshake from '@mui/icons-material/Handshake';
import Verified from '@mui/icons-material/Verified';
import { ABOUT_FIGURES_TITLE, MISSION_TITLE, VALUES_TITLE, type AboutFigure, type CompanyValue } from '@hair/domain';
import { SectionHeading } from './SectionHeading';

/** Icons for the default values in order (Integrity, Excellence, Client-First, Innovation); further values reuse them in turn. */
const VALUE_ICONS = [Verified, Diamond, Handshake, AutoAwesome] as const;

/** A section still loading is null and shows as a skeleton. */
export interface MissionValuesProps {
  mission: string | null;
  values: readonly CompanyValue[] | null;
  /** An empty list leaves the figures out. */
  figures: readonly AboutFigure[] | null;
}

export function MissionValues({ mission, values, figures }: MissionValuesProps) {
  const hasFigures = figures === null || figures.length > 0;
  return (
    <>
      <Container component="section" maxWidth="lg" aria-labelledby="mission-heading" sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: hasFigures ? 7 : 12 }}>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
              Why we exist
            </Typography>
            <Typography id="mission-heading" variant="h2" sx={{ mt: 0.5, mb: 3 }}>
              {MISSION_TITLE}
            </Typography>
            {mission !== null ? (
              <Typography
                data-testid="mission-text"
                sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.2rem', md: '1.45rem' }, lineHeight: 1.6, whiteSpace: 'pre-line' }}
              >
                {mission}
              </Typography>
            ) : (
              <Box aria-hidden="true">
                <Skeleton height={36} />
                <Skeleton height={36} />
                <Skeleton height={36} width="70%" />
              </Box>
            )}
          </Grid>
          {hasFigures && (
            <Grid size={{ xs: 12, md: 5 }}>
              <Box
                component="dl"
                aria-label={ABOUT_FIGURES_TITLE}
                data-testid="about-figures"
                sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1px', bgcolor: 'divider', border: 1, borderColor: 'divider', m: 0 }}
              >
                {figures
                  ? figures.map((figure, index) => (
                      <Box key={index} sx={{ bgcolor: 'background.paper', p: { xs: 2.5, md: 3.5 }, display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
                        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                          {figure.label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, fontFamily: 'h1.fontFamily', fontSize: { xs: '1.7rem', md: '2.1rem' }, color: 'secondary.dark', lineHeight: 1.1 }}>
                          {figure.value}
                        </Typography>
                      </Box>
                    ))
                  : Array.from({ length: 4 }, (_, i) => (
                      <Box key={i} aria-hidden="true" sx={{ bgcolor: 'background.paper', p: { xs: 2.5, md: 3.5 } }}>
                        <Skeleton height={40} width="60%" />
                        <Skeleton height={20} />
                      </Box>
                    ))}
              </Box>
            </Grid>
          )}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="values-heading" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <SectionHeading id="values-heading" overline="What we stand for" title={VALUES_TITLE} />
          <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {(values ?? []).map((value, index) => {
              const Icon = VALUE_ICONS[index % VALUE_ICONS.length]!;
              return (
                <Grid key={`${index}-${value.name}`} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
                  {/* Icon beside the text on phones, above it on wider screens. */}
                  <Box
                    sx={{
                      height: '100%',
                      display: { xs: 'flex', sm: 'block' },
                      gap: 2,
                      p: { xs: 2.5, md: 3.5 },
                      bgcolor: 'background.default',
                      borderTop: 2,
                      borderColor: 'secondary.main',
                    }}
                  >
                    <Icon aria-hidden="true" sx={{ color: 'secondary.dark', fontSize: 32, flexShrink: 0 }} />
                    <Box>
                      <Typography variant="h3" sx={{ fontSize: '1.3rem', mt: { xs: 0.25, sm: 1.5 } }}>
                        {value.name}
                      </Typography>
                      {value.description && (
                        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.7 }}>
                          {value.description}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
