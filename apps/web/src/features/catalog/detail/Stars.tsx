// A read-only star rating as MUI's <Rating readOnly size="small"> draws it (five stars, the
// part of a star a fraction fills, 'n Stars' as the image's name), without the component's
// input machinery, which a page that only shows ratings does not need.
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';

const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';
const STARS = [1, 2, 3, 4, 5];

/** MUI's default name of a rating: '1 Star', '4.6 Stars'. */
export const starsLabel = (value: number) => `${value || '0'} Star${value !== 1 ? 's' : ''}`;

/** `precision` rounds the value as Rating's does (0.1 shows 4.6 as 4 stars and 60% of the fifth). */
export function Stars({ value, precision = 1 }: { value: number; precision?: number }) {
  const shown = Math.round(value / precision) * precision;
  const rounded = Number(shown.toFixed(Math.max(0, -Math.floor(Math.log10(precision)))));
  return (
    <Box component="span" role="img" aria-label={starsLabel(rounded)} sx={{ display: 'inline-flex', position: 'relative', fontSize: '1.125rem', color: 'secondary.dark', textAlign: 'left', width: 'min-content', pointerEvents: 'none' }}>
      {STARS.map((star) => {
        const part = Math.min(1, Math.max(0, rounded - star + 1));
        return (
          <Box component="span" key={star} sx={{ display: 'flex', position: 'relative' }}>
            {part < 1 && (
              <SvgIcon fontSize="inherit" sx={{ color: 'action.disabled' }}>
                <path d={STAR_BORDER} />
              </SvgIcon>
            )}
            {part > 0 && (
              <Box component="span" sx={part < 1 ? { position: 'absolute', top: 0, left: 0, overflow: 'hidden', width: `${part * 100}%` } : { display: 'flex' }}>
                <SvgIcon fontSize="inherit">
                  <path d={STAR} />
                </SvgIcon>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
