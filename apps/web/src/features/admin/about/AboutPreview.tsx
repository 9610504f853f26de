// 'Content Preview' (spec point 2): the mission and values as the About page shows them.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_TEXTS, MISSION_TITLE, VALUES_TITLE } from '@hair/domain';
import { AboutCard } from './AboutCard';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export function AboutPreview({ mission, values }: { mission: string; values: readonly string[] }) {
  const shownValues = values.map((v) => v.trim()).filter((v) => v !== '');
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
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {shownValues.map((value, index) => (
            <li key={index}>
              <Chip label={value} variant="outlined" sx={{ borderColor: 'secondary.main', fontWeight: 600 }} />
            </li>
          ))}
        </Stack>
      </Box>
    </AboutCard>
  );
}
