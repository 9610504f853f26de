// Partner cooperation /partners, in Vietnamese: its own document
// title and description, benefits, forms of cooperation, the five-step process,
// an example and the contact links.
import { type ElementType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Public from '@mui/icons-material/Public';
import Savings from '@mui/icons-material/Savings';
import Shield from '@mui/icons-material/Shield';
import Storefront from '@mui/icons-material/Storefront';
import Verified from '@mui/icons-material/Verified';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { PARTNERS_META } from '@hair/domain';
import { usePageMeta } from '../../lib/page-meta';
import { PageBanner } from '../about/PageBanner';
import { SectionHeading } from '../about/SectionHeading';
import { SocialIcon } from '../storefront/layout/SocialIcon';
import { useSiteSection } from '../storefront/site-config/use-site-section';
import { partnerContact, type PartnerContact } from './partner-contact';
import { COOPERATION_FORMS, COOPERATION_STEPS, EXAMPLE_MILESTONES, PARTNER_BENEFITS, PARTNERS_TEXTS, type PartnerPoint } from './partners-content';

const BENEFIT_ICONS: readonly ElementType[] = [Savings, Verified, LocalShipping, PhotoCamera, Inventory2, Shield];
const FORM_ICONS: readonly ElementType[] = [Public, Storefront, LocalOffer, LocalShipping];

export function PartnersPage() {
  usePageMeta(PARTNERS_META);
  const { config } = useSiteSection('contact');
  const contact = partnerContact(config);
  return (
    <Box lang="vi">
      <PageBanner
        crumbs={[{ label: PARTNERS_TEXTS.home, href: '/' }, { label: PARTNERS_TEXTS.breadcrumb }]}
        crumbsLabel={PARTNERS_TEXTS.crumbsLabel}
        overline={PARTNERS_TEXTS.overline}
        title={PARTNERS_TEXTS.heading}
        lead={PARTNERS_TEXTS.lead}
      >
        <Button href={contact.emailHref} variant="contained" color="secondary" size="large" startIcon={<Email aria-hidden="true" />}>
          {PARTNERS_TEXTS.emailCta}
        </Button>
        <Button
          href={contact.social.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="large"
          startIcon={<SocialIcon name={contact.social.name} url={contact.social.url} aria-hidden="true" />}
          sx={{ color: 'primary.contrastText', borderColor: 'rgba(250, 247, 242, 0.5)', '&:hover': { borderColor: 'secondary.main' } }}
        >
          {PARTNERS_TEXTS.socialCta(contact.social.name)}
        </Button>
      </PageBanner>

      <Container component="section" maxWidth="lg" aria-labelledby="benefits-heading" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading
          id="benefits-heading"
          overline={PARTNERS_TEXTS.benefitsOverline}
          title={PARTNERS_TEXTS.benefitsHeading}
          lead={PARTNERS_TEXTS.benefitsLead}
        />
        <PointGrid points={PARTNER_BENEFITS} icons={BENEFIT_ICONS} size={{ xs: 12, sm: 6, md: 4 }} />
      </Container>

      <Box component="section" aria-labelledby="forms-heading" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <SectionHeading id="forms-heading" overline={PARTNERS_TEXTS.formsOverline} title={PARTNERS_TEXTS.formsHeading} lead={PARTNERS_TEXTS.formsLead} />
          <PointGrid points={COOPERATION_FORMS} icons={FORM_ICONS} size={{ xs: 12, sm: 6 }} framed />
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" aria-labelledby="process-heading" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading id="process-heading" overline={PARTNERS_TEXTS.processOverline} title={PARTNERS_TEXTS.processHeading} />
        <ProcessSteps />
      </Container>

      <ExampleStory />
      <ContactBlock contact={contact} />
    </Box>
  );
}

interface PointGridProps {
  points: readonly PartnerPoint[];
  icons: readonly ElementType[];
  size: Record<string, number>;
  /** A card on the white band instead of an open tile on cream. */
  framed?: boolean;
}

function PointGrid({ points, icons, size, framed = false }: PointGridProps) {
  return (
    <Grid container spacing={{ xs: 2.5, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {points.map((point, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <Grid key={point.title} component="li" size={size}>
            <Box
              sx={{
                height: '100%',
                display: 'flex',
                gap: 2.5,
                ...(framed
                  ? { p: { xs: 3, md: 3.5 }, bgcolor: 'background.default', borderLeft: 3, borderColor: 'secondary.main' }
                  : { px: { xs: 0, md: 3.5 }, py: { xs: 1, md: 3.5 } }),
              }}
            >
              <Box
                aria-hidden="true"
                sx={{ flexShrink: 0, width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.main', color: 'secondary.main', display: 'grid', placeItems: 'center' }}
              >
                <Icon fontSize="small" />
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                  {point.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.75 }}>
                  {point.text}
                </Typography>
              </Box>
            </Box>
          </Grid>
        );
      })}
    </Grid>
  );
}

function ProcessSteps() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(5, 1fr)' },
        gap: { xs: 0, md: 3 },
      }}
    >
      {COOPERATION_STEPS.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            gap: { xs: 2.5, md: 2 },
            pb: { xs: index < COOPERATION_STEPS.length - 1 ? 4 : 0, md: 0 },
            // The line joining the numbers: down the left on phones, across on desktops.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              bgcolor: 'secondary.main',
              opacity: 0.5,
              left: { xs: 27, md: 64 },
              top: { xs: 56, md: 28 },
              width: { xs: '1px', md: 'calc(100% - 64px + 24px)' },
              height: { xs: 'calc(100% - 56px)', md: '1px' },
            },
          }}
        >
          <Box
            sx={{
              flexShrink: 0,
              width: 56,
              height: 56,
              borderRadius: '50%',
              border: 1,
              borderColor: 'secondary.main',
              bgcolor: 'background.paper',
              display: 'grid',
              placeItems: 'center',
              fontFamily: 'h1.fontFamily',
              fontSize: '1.5rem',
              color: 'secondary.dark',
            }}
          >
            <span aria-hidden="true">{index + 1}</span>
          </Box>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.dark', lineHeight: 1.8 }}>
              {PARTNERS_TEXTS.stepLabel(index + 1)}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.75 }}>
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ExampleStory() {
  return (
    <Box component="section" aria-labelledby="example-heading" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionHeading id="example-heading" overline={PARTNERS_TEXTS.exampleOverline} title={PARTNERS_TEXTS.exampleHeading} align="left" tone="dark" />
            <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.1rem', md: '1.3rem' }, lineHeight: 1.7, opacity: 0.92, mt: { md: -2 } }}>
              {PARTNERS_TEXTS.exampleStory}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box component="dl" sx={{ m: 0, borderLeft: 1, borderColor: 'secondary.main', pl: 3 }}>
              {EXAMPLE_MILESTONES.map((milestone) => (
                <Box key={milestone.when} sx={{ py: 1.5 }}>
                  <Typography component="dt" variant="overline" sx={{ color: 'secondary.main', lineHeight: 1.6 }}>
                    {milestone.when}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, opacity: 0.9 }}>
                    {milestone.what}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

function ContactBlock({ contact }: { contact: PartnerContact }) {
  const links = [
    { label: PARTNERS_TEXTS.emailLabel, text: contact.email, href: contact.emailHref, icon: <Email aria-hidden="true" />, external: false },
    {
      label: PARTNERS_TEXTS.socialLabel,
      text: contact.social.name,
      href: contact.social.url,
      icon: <SocialIcon name={contact.social.name} url={contact.social.url} aria-hidden="true" />,
      external: true,
    },
    ...(contact.whatsappHref
      ? [{ label: PARTNERS_TEXTS.whatsappLabel, text: contact.whatsapp, href: contact.whatsappHref, icon: <WhatsApp aria-hidden="true" />, external: true }]
      : []),
  ];
  return (
    <Container component="section" maxWidth="md" aria-labelledby="contact-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading id="contact-heading" overline={PARTNERS_TEXTS.contactOverline} title={PARTNERS_TEXTS.contactHeading} lead={PARTNERS_TEXTS.contactLead} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {links.map((link) => (
          <Link
            key={link.label}
            href={link.href}
            underline="none"
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            sx={{
              flex: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              color: 'text.primary',
              transition: 'border-color 150ms',
              '&:hover, &:focus-visible': { borderColor: 'secondary.main' },
              '& svg': { color: 'secondary.dark' },
            }}
          >
            {link.icon}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {link.label}
              </Typography>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {link.text}
              </Typography>
            </Box>
          </Link>
        ))}
      </Stack>
    </Container>
  );
}
