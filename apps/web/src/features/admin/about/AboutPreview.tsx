// 'Content Preview': the mission and values (with their lines) as the About page shows them.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_TEXTS, MISSION_TITLE, VALUES_TITLE, type CompanyValue } from '@hair/domain';
import { AboutCard } from './AboutCard';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export function AboutPreview({ mission, values }: { mission: string; values: readonly CompanyValue[] }) {
  const shownValues = values.map((v) => ({ name: v.name.trim(), description: v.description.trim() })).filter((v) => v.name !== '');
  return (
    <AboutCard title={ADMIN_TEXTS.contentPreview}>
      <Box sx={{ bgcolor: 'background.default', borderRadius: 1, p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="h3" sx={{ color: 'secondary.dark' }}>
          {MISSION_TITLE}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', mb: 3, color: mission.trim() ? 'text.primary' : 'text.secondary' }}>
          {mission.trim() || T.noMissionYet}
        </Typography>
        <Typography variant="overline" component="h3" sx={{ color: 'secondary.dark' }}>
          {VALUES_TITLE}
        </Typography>
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {shownValues.map((value, index) => (
            <Box component="li" key={index} sx={{ borderTop: 2, borderColor: 'secondary.main', pt: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{value.name}</Typography>
              {value.description && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {value.description}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </AboutCard>
  );
}
