// The page footer: brand and tagline, links, contact and the office hours (from
// the `contact` site config; Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 by default).
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, BRAND_TAGLINE, TEXTS } from '@hair/domain';
import { mailtoUrl, officeHoursPeriods, socialLinks, timeZoneNote, whatsappUrl } from '../site-config/contact-links';
import { useSiteSection } from '../site-config/use-site-section';
import { BrandLogo } from './BrandLogo';
import { SocialIcon } from './SocialIcon';

export const FOOTER_TEXTS = {
  explore: 'Explore',
  products: 'Products',
  contact: 'Contact',
  officeHours: 'Office Hours',
  copyright: (year: number): string => `© ${year} ${BRAND_NAME}. All rights reserved.`,
} as const;

const EXPLORE_LINKS = [
  { label: TEXTS.navAboutUs, href: '/about' },
  { label: FOOTER_TEXTS.products, href: '/products' },
  { label: TEXTS.navPartners, href: '/partners' },
  { label: TEXTS.navBlog, href: '/blog' },
] as const;

const headingSx = { fontFamily: 'body1.fontFamily', fontSize: '0.78rem', fontWeight: 700, letterSpacing: '0.2em', textTransform: 'uppercase', color: 'secondary.main', mb: 2 } as const;
const linkSx = { color: 'inherit', opacity: 0.85, '&:hover': { opacity: 1, color: 'secondary.main' } } as const;

export function SiteFooter() {
  const { config } = useSiteSection('contact');
  const whatsapp = whatsappUrl(config?.whatsapp);
  const mail = mailtoUrl(config?.email);
  const socials = socialLinks(config?.socials);
  return (
    <Box component="footer" sx={{ displayPrint: 'none', bgcolor: 'primary.main', color: 'primary.contrastText', pt: { xs: 6, md: 8 }, pb: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo tone="light" />
            <Typography variant="body2" sx={{ mt: 2, opacity: 0.85, maxWidth: '34ch' }}>
              {config?.tagline || BRAND_TAGLINE}
            </Typography>
            {socials.length > 0 && (
              <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, ml: -1 }}>
                {socials.map((social) => (
                  <li key={social.url}>
                    <IconButton href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name} sx={{ color: 'inherit', '&:hover': { color: 'secondary.main' } }}>
                      <SocialIcon name={social.name} url={social.url} />
                    </IconButton>
                  </li>
                ))}
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography component="h2" sx={headingSx}>
              {FOOTER_TEXTS.explore}
            </Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {EXPLORE_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} underline="none" variant="body2" sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography component="h2" sx={headingSx}>
              {FOOTER_TEXTS.contact}
            </Typography>
            <Stack spacing={1.25} sx={{ fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
              {whatsapp && config && (
                <Link href={whatsapp} target="_blank" rel="noopener noreferrer" underline="none" variant="body2" sx={linkSx}>
                  WhatsApp: {config.whatsapp}
                </Link>
              )}
              {mail && config && (
                <Link href={mail} underline="none" variant="body2" sx={linkSx}>
                  {config.email}
                </Link>
              )}
              {config?.address && (
                <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.85 }}>
                  {config.address}
                </Typography>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography component="h2" sx={headingSx}>
              {FOOTER_TEXTS.officeHours}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {/* Breaks only between periods; the text stays 'Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)'. */}
              {[...officeHoursPeriods(config?.office_hours), timeZoneNote(config?.time_zone)].map((part, i, all) => (
                <Fragment key={part}>
                  {i > 0 && ' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {part}
                    {i < all.length - 2 && ','}
                  </Box>
                </Fragment>
              ))}
            </Typography>
          </Grid>
        </Grid>
        <Box sx={{ borderTop: 1, borderColor: 'rgba(250, 247, 242, 0.15)', mt: { xs: 5, md: 7 }, pt: 3 }}>
          <Typography variant="body2" sx={{ opacity: 0.7, textAlign: { xs: 'left', md: 'center' } }}>
            {FOOTER_TEXTS.copyright(new Date().getFullYear())}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
