// What clients say: the newest stored testimonials, or a fixed set when there
// are none (or they cannot be loaded), on the dark band.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { mediaUrl } from '../../lib/api-base';
import { ABOUT_TEXTS, type ClientTestimonial } from './about-content';
import { SectionHeading } from './SectionHeading';
import { initials } from './initials';

const GRID_ITEM_SIZE = { xs: 12, sm: 6, md: 4 } as const;

export function ClientTestimonials({ testimonials }: { testimonials: readonly ClientTestimonial[] | null }) {
  return (
    <Box component="section" aria-labelledby="testimonials-heading" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="testimonials-heading"
          overline="Testimonials"
          title={ABOUT_TEXTS.testimonialsHeading}
          lead={ABOUT_TEXTS.testimonialsLead}
          tone="dark"
        />
        <Grid container spacing={{ xs: 2.5, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {testimonials
            ? testimonials.map((testimonial) => (
                <Grid key={testimonial.id} component="li" size={GRID_ITEM_SIZE}>
                  <TestimonialCard testimonial={testimonial} />
                </Grid>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <Grid key={i} component="li" size={GRID_ITEM_SIZE} aria-hidden="true">
                  <Skeleton variant="rectangular" height={240} sx={{ bgcolor: 'rgba(250, 247, 242, 0.08)' }} />
                </Grid>
              ))}
        </Grid>
      </Container>
    </Box>
  );
}

function TestimonialCard({ testimonial }: { testimonial: ClientTestimonial }) {
  const image = testimonial.image_url ? mediaUrl(testimonial.image_url) : '';
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        bgcolor: 'rgba(250, 247, 242, 0.05)',
        border: 1,
        borderColor: 'rgba(201, 164, 92, 0.35)',
      }}
    >
      <FormatQuote aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 40, transform: 'scaleX(-1)', ml: -0.5 }} />
      <Rating value={testimonial.rating} readOnly size="small" sx={{ mt: 1, color: 'secondary.main', '& .MuiRating-iconEmpty': { color: 'rgba(250, 247, 242, 0.3)' } }} />
      <Box component="blockquote" sx={{ m: 0, mt: 2, flexGrow: 1 }}>
        <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.08rem', lineHeight: 1.7 }}>{testimonial.quote}</Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
        <Avatar src={image || undefined} alt="" sx={{ bgcolor: 'secondary.main', color: 'primary.main', fontWeight: 600 }}>
          {initials(testimonial.author)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{testimonial.author}</Typography>
          {testimonial.role && (
            <Typography variant="body2" sx={{ opacity: 0.75 }}>
              {testimonial.role}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
