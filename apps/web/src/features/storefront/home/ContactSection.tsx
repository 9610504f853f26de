// The contact section: contact cards from the `contact` site
// config (WhatsApp, e-mail, address, office hours) and the message form.
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { formatOfficeHours, mailtoUrl, whatsappUrl } from '../site-config/contact-links';
import { useSiteSection } from '../site-config/use-site-section';
import { ContactForm } from './ContactForm';
import { CONTACT_SECTION_ID } from './contact-form';
import { CONTACT_TEXTS } from './home-texts';
import { SectionHeading } from './SectionHeading';


function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2.5, height: '100%', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Box aria-hidden="true" sx={{ width: 44, height: 44, flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'secondary.main', borderRadius: '50%' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.78rem', letterSpacing: '0.16em', textTransform: 'uppercase', color: 'text.secondary', mb: 0.5 }}>
          {title}
        </Typography>
        <Box sx={{ fontSize: '0.95rem', overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

function ContactCards() {
  const { config } = useSiteSection('contact');
  const whatsapp = whatsappUrl(config?.whatsapp);
  const mail = mailtoUrl(config?.email);
  const linkSx = { color: 'text.primary', fontWeight: 600, '&:hover': { color: 'secondary.dark' } } as const;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {whatsapp && config && (
        <Grid size={{ xs: 12, sm: 6, md: 12 }} component="li">
          <ContactCard icon={<WhatsAppIcon />} title={CONTACT_TEXTS.whatsapp}>
            <Link href={whatsapp} target="_blank" rel="noopener noreferrer" underline="hover" sx={linkSx}>
              {config.whatsapp}
            </Link>
          </ContactCard>
        </Grid>
      )}
      {mail && config && (
        <Grid size={{ xs: 12, sm: 6, md: 12 }} component="li">
          <ContactCard icon={<EmailIcon />} title={CONTACT_TEXTS.email}>
            <Link href={mail} underline="hover" sx={linkSx}>
              {config.email}
            </Link>
          </ContactCard>
        </Grid>
      )}
      {config?.address && (
        <Grid size={{ xs: 12, sm: 6, md: 12 }} component="li">
          <ContactCard icon={<LocationOnIcon />} title={CONTACT_TEXTS.address}>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {config.address}
            </Box>
          </ContactCard>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 12 }} component="li">
        <ContactCard icon={<AccessTimeIcon />} title={CONTACT_TEXTS.officeHours}>
          {formatOfficeHours(config?.office_hours, config?.time_zone)}
        </ContactCard>
      </Grid>
    </Grid>
  );
}

export function ContactSection() {
  return (
    <Box component="section" id={CONTACT_SECTION_ID} aria-labelledby="contact-heading" sx={{ py: { xs: 7, md: 11 }, bgcolor: 'background.default', scrollMarginTop: 80 }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionHeading id="contact-heading" overline={CONTACT_TEXTS.overline} title={CONTACT_TEXTS.heading} intro={CONTACT_TEXTS.intro} align="left" />
            <ContactCards />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactForm />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
