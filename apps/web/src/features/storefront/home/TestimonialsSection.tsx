// Testimonials on the home page: up to 4 featured ones, newest
// first, and the stats row of the `stats` config. Two demo testimonials stand
// in when the read fails or returns nothing.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { Skeleton } from '../../../lib/on-demand';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import StarIcon from '@mui/icons-material/Star';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STATS, HOME_TESTIMONIALS_LIMIT, MAX_RATING, type Testimonial } from '@hair/domain';
import { mediaUrl } from '../../../lib/api-base';
import { useTRPC } from '../../../lib/trpc';
import { useSiteSection } from '../site-config/use-site-section';
import { DEMO_TESTIMONIALS, type HomeTestimonial } from './demo-content';
import { HOME_TESTIMONIALS_INPUT } from './home-queries';
import { TESTIMONIALS_TEXTS } from './home-texts';
import { SectionHeading } from './SectionHeading';

const AVATAR_SIZE = 52;

function toHomeTestimonials(list: readonly Testimonial[]): HomeTestimonial[] {
  return list.slice(0, HOME_TESTIMONIALS_LIMIT).map((t) => ({
    id: t.id,
    quote: t.quote,
    author: t.author,
    role: t.role,
    imageUrl: t.image_url ? mediaUrl(t.image_url) || null : null,
    rating: t.rating,
  }));
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function Stars({ rating }: { rating: number }) {
  return (
    <Box role="img" aria-label={TESTIMONIALS_TEXTS.rating(rating)} sx={{ display: 'flex', color: 'secondary.main', mb: 2 }}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <StarIcon key={i} fontSize="small" sx={{ opacity: i < rating ? 1 : 0.25 }} />
      ))}
    </Box>
  );
}

function TestimonialCard({ testimonial }: { testimonial: HomeTestimonial }) {
  return (
    <Box component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 3, md: 4 }, bgcolor: 'rgba(250, 247, 242, 0.04)', border: '1px solid rgba(201, 164, 92, 0.28)', position: 'relative' }}>
      <FormatQuoteIcon aria-hidden="true" sx={{ position: 'absolute', top: 16, right: 16, fontSize: 48, color: 'secondary.main', opacity: 0.25 }} />
      <Stars rating={testimonial.rating} />
      <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
        <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.02rem', md: '1.1rem' }, lineHeight: 1.7, fontStyle: 'italic', color: 'primary.contrastText' }}>
          “{testimonial.quote}”
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
        {testimonial.imageUrl ? (
          <Box component="img" src={testimonial.imageUrl} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} loading="lazy" decoding="async" sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, borderRadius: '50%', objectFit: 'cover', border: 2, borderColor: 'secondary.main' }} />
        ) : (
          <Box aria-hidden="true" sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'secondary.main', color: 'primary.main', fontWeight: 700 }}>
            {initials(testimonial.author)}
          </Box>
        )}
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, color: 'primary.contrastText', fontSize: '1rem' }}>
            {testimonial.author}
          </Typography>
          {testimonial.role && (
            <Typography variant="body2" sx={{ color: 'secondary.main' }}>
              {testimonial.role}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

function StatsRow() {
  const { config, isError } = useSiteSection('stats');
  const stats = config ? config.stats.filter((s) => s.value.trim() !== '' || s.label.trim() !== '') : isError ? DEFAULT_STATS : [];
  if (stats.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: { xs: 6, md: 9 }, pt: { xs: 5, md: 7 }, borderTop: '1px solid rgba(201, 164, 92, 0.35)', display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${Math.min(stats.length, 4)}, 1fr)` }, rowGap: 4, columnGap: 2 }}>
      {stats.map((stat, i) => (
        <Box key={`${i}-${stat.label}`} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" sx={{ color: 'rgba(250, 247, 242, 0.8)', textTransform: 'uppercase', letterSpacing: '0.18em', fontSize: '0.78rem', mt: 1 }}>
            {stat.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'h1.fontFamily', fontSize: { xs: '2.2rem', md: '3rem' }, fontWeight: 600, color: 'secondary.main', lineHeight: 1 }}>
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function TestimonialsSection() {
  const trpc = useTRPC();
  const query = useQuery(trpc.testimonials.list.queryOptions(HOME_TESTIMONIALS_INPUT, { select: toHomeTestimonials }));

  // A failed read is only logged; the demo testimonials fill in.
  useEffect(() => {
    if (query.error) console.warn('Failed to load testimonials', query.error);
  }, [query.error]);

  const testimonials = query.data && query.data.length > 0 ? query.data : DEMO_TESTIMONIALS;
  return (
    <Box component="section" aria-labelledby="testimonials-heading" sx={{ py: { xs: 7, md: 11 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="lg">
        <SectionHeading id="testimonials-heading" overline={TESTIMONIALS_TEXTS.overline} title={TESTIMONIALS_TEXTS.heading} onDark />
        {query.isPending ? (
          <Grid container spacing={3} aria-hidden="true">
            {[0, 1].map((i) => (
              <Grid key={i} size={{ xs: 12, md: 6 }}>
                <Skeleton variant="rectangular" height={220} sx={{ bgcolor: 'rgba(250, 247, 242, 0.08)' }} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {testimonials.map((testimonial) => (
              <Grid key={testimonial.id} size={{ xs: 12, md: 6 }} component="li">
                <TestimonialCard testimonial={testimonial} />
              </Grid>
            ))}
          </Grid>
        )}
        <StatsRow />
      </Container>
    </Box>
  );
}
