// The hero carousel (spec point 2): swiper with loop, autoplay every 5000 ms
// that pauses under the mouse and keeps going after the visitor's clicks,
// previous/next buttons and dots; 65% of the viewport high. The first slide
// overlays the configured title, subtitle and call to action.
import { useState } from 'react';
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
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { HERO_AUTOPLAY_MS, HERO_HEIGHT_VH } from '@hair/domain';
import { getApiOrigin } from '../../../lib/api-base';
import { useSiteSection } from '../site-config/use-site-section';
import { HERO_TEXTS } from './home-texts';
import { heroOverlay, heroSlides, type HeroOverlay, type HeroSlide } from './hero-slides';

const heroHeight = { height: `${HERO_HEIGHT_VH}vh`, minHeight: 360 } as const;

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
  swiper: SwiperInstance | null;
  count: number;
  index: number;
}

function Controls({ swiper, count, index }: ControlsProps) {
  const [playing, setPlaying] = useState(true);
  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  return (
    // One row under the overlay texts, so no control ever covers them.
    <Box sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, bottom: { xs: 14, md: 24 }, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.75 }}>
      <IconButton aria-label={HERO_TEXTS.previous} size="small" onClick={() => swiper?.slidePrev()} sx={{ ...roundButtonSx, mr: 1 }}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          aria-label={HERO_TEXTS.goTo(i + 1)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => swiper?.slideToLoop(i)}
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
      <IconButton aria-label={HERO_TEXTS.next} size="small" onClick={() => swiper?.slideNext()} sx={{ ...roundButtonSx, ml: 1 }}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={playing ? HERO_TEXTS.pause : HERO_TEXTS.play} size="small" onClick={togglePlay} sx={{ ...roundButtonSx, ml: 1 }}>
        {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

function SlideImage({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <Box
      component="img"
      src={slide.url}
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

function HeroSwiper({ slides, overlay }: { slides: HeroSlide[]; overlay: HeroOverlay }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const several = slides.length > 1;
  return (
    <Swiper
      modules={[Autoplay]}
      loop={several}
      speed={800}
      // A click on previous/next during a slide's 800 ms move still counts.
      loopPreventsSliding={false}
      autoplay={several ? { delay: HERO_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
      onSwiper={setSwiper}
      onRealIndexChange={(instance) => setIndex(instance.realIndex)}
      style={{ height: '100%' }}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={`${i}-${slide.url}`} role="group" aria-roledescription="slide" aria-label={HERO_TEXTS.slide(i + 1, slides.length)}>
          <SlideImage slide={slide} first={i === 0} />
          {i === 0 && <Overlay overlay={overlay} />}
        </SwiperSlide>
      ))}
      {several && (
        <div slot="container-end">
          <Controls swiper={swiper} count={slides.length} index={index} />
        </div>
      )}
    </Swiper>
  );
}

export function HeroCarousel() {
  const { config, isPending } = useSiteSection('hero');
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={HERO_TEXTS.carousel} sx={{ ...heroHeight, position: 'relative', bgcolor: 'primary.main', overflow: 'hidden' }}>
      {/* Until the config answers, the dark frame holds the space (no layout shift, no wrong image). */}
      {!isPending && <HeroSwiper slides={heroSlides(config, getApiOrigin())} overlay={heroOverlay(config)} />}
    </Box>
  );
}
