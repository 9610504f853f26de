// The hero carousel: loops, autoplays every HERO_AUTOPLAY_MS and
// pauses while the mouse is over it, keeps playing after the visitor's clicks
// (each restarts the wait), has a pause/play button, previous/next buttons, dots
// and a touch swipe; 65% of the viewport high. The first slide overlays the
// configured title, subtitle and call to action. Our own small carousel rather
// than a library (docs/decisions/007): the index and timing rules live in
// carousel-state.ts; the slides sit on one strip that a CSS transform moves.
import { useRef, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { HERO_AUTOPLAY_MS, HERO_HEIGHT_VH, HERO_IMAGE_SIZES, responsiveSrcSet } from '@hair/domain';
import { getApiOrigin, getMediaBase } from '../../../lib/api-base';
import { useSiteSection } from '../site-config/use-site-section';
import { HERO_TEXTS } from './home-texts';
import { slidePosition } from './carousel-state';
import { useCarousel, type CarouselControls } from './use-carousel';
import { heroOverlay, heroSlides, type HeroOverlay, type HeroSlide } from './hero-slides';

const heroHeight = { height: `${HERO_HEIGHT_VH}vh`, minHeight: 360 } as const;
/** How long a slide takes to slide in. */
const MOVE_MS = 800;
/** How far a finger must travel sideways to change the slide. */
const SWIPE_PX = 40;

const roundButtonSx = {
  color: 'primary.contrastText',
  bgcolor: 'rgba(26, 20, 16, 0.45)',
  border: '1px solid rgba(250, 247, 242, 0.35)',
  backdropFilter: 'blur(4px)',
  '&:hover': { bgcolor: 'rgba(26, 20, 16, 0.7)', borderColor: 'secondary.main' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

function Overlay({ overlay }: { overlay: HeroOverlay }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        // Room for the controls row at the bottom.
        pb: { xs: 7, md: 8 },
        // Keeps the text readable on any uploaded image.
        background: 'linear-gradient(90deg, rgba(12, 9, 7, 0.78) 0%, rgba(12, 9, 7, 0.45) 45%, rgba(12, 9, 7, 0) 75%)',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 620, color: 'primary.contrastText', px: { xs: 1, sm: 0 } }}>
          <Box sx={{ width: 56, height: 2, bgcolor: 'secondary.main', mb: 3 }} />
          <Typography variant="h1" sx={{ color: 'inherit', mb: 2, textShadow: '0 2px 18px rgba(0, 0, 0, 0.35)' }}>
            {overlay.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, lineHeight: 1.6, opacity: 0.9, maxWidth: '52ch' }}>{overlay.subtitle}</Typography>
          {overlay.cta && (
            <Button href={overlay.cta.link} variant="contained" color="secondary" size="large" sx={{ mt: 4, px: 4, py: 1.4, fontSize: '1rem' }}>
              {overlay.cta.text}
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  );
}

interface ControlsProps {
  carousel: CarouselControls;
  count: number;
}

function Controls({ carousel, count }: ControlsProps) {
  const { index, state } = carousel;
  return (
    // One row under the overlay texts, so no control ever covers them.
    <Box sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, bottom: { xs: 14, md: 24 }, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.75 }}>
      <IconButton aria-label={HERO_TEXTS.previous} size="small" onClick={carousel.previous} sx={{ ...roundButtonSx, mr: 1 }}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          aria-label={HERO_TEXTS.goTo(i + 1)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => carousel.goTo(i)}
          sx={{ width: 32, height: 32, borderRadius: '50%', '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' } }}
        >
          <Box
            component="span"
            sx={{
              width: i === index ? 28 : 10,
              height: 10,
              borderRadius: 5,
              bgcolor: i === index ? 'secondary.main' : 'rgba(250, 247, 242, 0.6)',
              transition: 'width 300ms ease, background-color 300ms ease',
            }}
          />
        </ButtonBase>
      ))}
      <IconButton aria-label={HERO_TEXTS.next} size="small" onClick={carousel.next} sx={{ ...roundButtonSx, ml: 1 }}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={state.playing ? HERO_TEXTS.pause : HERO_TEXTS.play} size="small" onClick={carousel.togglePlay} sx={{ ...roundButtonSx, ml: 1 }}>
        {state.playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

function SlideImage({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <Box
      component="img"
      src={slide.url}
      srcSet={responsiveSrcSet(slide.url, getMediaBase())}
      sizes={HERO_IMAGE_SIZES}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      // The first image is the page's largest paint; the others wait until they are near.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? 'sync' : 'async'}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/** A sideways swipe of a finger or pen (not the mouse) moves one slide. */
function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.isPrimary && event.pointerType !== 'mouse' ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    },
    // The browser took the gesture over (a vertical scroll).
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

function HeroSlides({ slides, overlay }: { slides: HeroSlide[]; overlay: HeroOverlay }) {
  const carousel = useCarousel(slides.length, HERO_AUTOPLAY_MS, MOVE_MS);
  const { state, index, moving } = carousel;
  const several = slides.length > 1;
  const swipe = useSwipe((direction) => (direction > 0 ? carousel.next() : carousel.previous()));
  const onMouse = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') carousel.hover(over);
  };
  return (
    <Box sx={{ height: '100%' }} onPointerEnter={several ? onMouse(true) : undefined} onPointerLeave={several ? onMouse(false) : undefined}>
      <Box
        {...(several ? swipe : {})}
        // Announce the new slide only when the visitor moves it, not on every autoplay step.
        aria-live={state.playing ? 'off' : 'polite'}
        sx={{ height: '100%', touchAction: 'pan-y' }}
      >
        <Box
          style={{ transform: `translateX(${-state.pos * 100}%)` }}
          sx={{
            position: 'relative',
            height: '100%',
            transition: moving ? `transform ${MOVE_MS}ms ease` : 'none',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {slides.map((slide, i) => (
            <Box
              key={`${i}-${slide.url}`}
              role="group"
              aria-roledescription="slide"
              aria-label={HERO_TEXTS.slide(i + 1, slides.length)}
              // Slides off screen take no focus and are not read.
              inert={i !== index}
              style={{ left: `${slidePosition(state, i) * 100}%` }}
              sx={{ position: 'absolute', top: 0, width: '100%', height: '100%' }}
            >
              <SlideImage slide={slide} first={i === 0} />
              {i === 0 && <Overlay overlay={overlay} />}
            </Box>
          ))}
        </Box>
      </Box>
      {several && <Controls carousel={carousel} count={slides.length} />}
    </Box>
  );
}

export function HeroCarousel() {
  const { config, isPending } = useSiteSection('hero');
  const slides = heroSlides(config, getApiOrigin(), getMediaBase());
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={HERO_TEXTS.carousel} sx={{ ...heroHeight, position: 'relative', bgcolor: 'primary.main', overflow: 'hidden' }}>
      {/* Until the config answers, the dark frame holds the space (no layout shift, no wrong image). */}
      {/* Keyed by the count: the carousel's state is about that many slides. */}
      {!isPending && <HeroSlides key={slides.length} slides={slides} overlay={heroOverlay(config)} />}
    </Box>
  );
}
