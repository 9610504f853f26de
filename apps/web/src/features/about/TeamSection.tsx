// The people of the factory: name, title and bio (spec point 2).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ABOUT_TEXTS, TEAM } from './about-content';
import { SectionHeading } from './SectionHeading';
import { initials } from './initials';

export function TeamSection() {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="team-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading id="team-heading" overline="Our people" title={ABOUT_TEXTS.teamHeading} lead={ABOUT_TEXTS.teamLead} />
      <Grid container spacing={{ xs: 3, md: 4 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TEAM.map((member) => (
          <Grid key={member.name} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
            <Box sx={{ textAlign: { xs: 'left', md: 'center' }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'flex-start', md: 'center' }, gap: 2.5 }}>
              <Avatar
                aria-hidden="true"
                sx={{
                  width: { xs: 64, md: 104 },
                  height: { xs: 64, md: 104 },
                  flexShrink: 0,
                  bgcolor: 'primary.main',
                  color: 'secondary.main',
                  fontFamily: 'h1.fontFamily',
                  fontSize: { xs: '1.4rem', md: '2.1rem' },
                  outline: 2,
                  outlineColor: 'secondary.main',
                  outlineOffset: 4,
                }}
              >
                {initials(member.name)}
              </Avatar>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
                  {member.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mt: 0.5, letterSpacing: '0.04em' }}>
                  {member.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.7 }}>
                  {member.bio}
                </Typography>
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
