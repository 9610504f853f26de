// The people of the factory (site config `team`): photo or initials, name, title and bio.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@hair/domain';
import { mediaUrl } from '../../lib/api-base';
import { ABOUT_TEXTS } from './about-content';
import { SectionHeading } from './SectionHeading';
import { initials } from './initials';

const GRID_ITEM_SIZE = { xs: 12, sm: 6, md: 3 } as const;

/** Members still loading are null and show as skeletons. */
export function TeamSection({ members }: { members: readonly TeamMember[] | null }) {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="team-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading id="team-heading" overline="Our people" title={ABOUT_TEXTS.teamHeading} lead={ABOUT_TEXTS.teamLead} />
      <Grid container spacing={{ xs: 3, md: 4 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {!members &&
          Array.from({ length: 4 }, (_, i) => (
            <Grid key={i} component="li" size={GRID_ITEM_SIZE} aria-hidden="true">
              <Skeleton variant="rectangular" height={220} />
            </Grid>
          ))}
        {members?.map((member, index) => (
          <Grid key={`${index}-${member.name}`} component="li" size={GRID_ITEM_SIZE}>
            <Box sx={{ textAlign: { xs: 'left', md: 'center' }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'flex-start', md: 'center' }, gap: 2.5 }}>
              <Avatar
                src={member.photo ? mediaUrl(member.photo) : undefined}
                alt=""
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
                {member.title && (
                  <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600, mt: 0.5, letterSpacing: '0.04em' }}>
                    {member.title}
                  </Typography>
                )}
                {member.bio && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.7 }}>
                    {member.bio}
                  </Typography>
                )}
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
