// Home, section by section: hero, about, product showcase, testimonials,
// partners, contact; the top bar and the footer come from the site layout.
import { SITE_DESCRIPTION } from '@hair/domain';
import { usePageMeta } from '../../../lib/page-meta';
import { AboutBlock } from './AboutBlock';
import { ContactSection } from './ContactSection';
import { HeroCarousel } from './HeroCarousel';
import { PartnersStrip } from './PartnersStrip';
import { ProductShowcase } from './ProductShowcase';
import { TestimonialsSection } from './TestimonialsSection';

export function HomePage() {
  usePageMeta({ description: SITE_DESCRIPTION });
  return (
    <>
      <HeroCarousel />
      <AboutBlock />
      <ProductShowcase />
      <TestimonialsSection />
      <PartnersStrip />
      <ContactSection />
    </>
  );
}
