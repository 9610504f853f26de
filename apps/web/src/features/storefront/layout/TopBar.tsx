// The public top bar: WhatsApp and e-mail links, the tagline and
// the social links from the `contact` site config, then the visitor's session:
// 'Welcome, {email}', an Admin link for admins (My requests for buyers) and Sign Out; otherwise Sign In,
// which comes back to this page after signing in.
// Nothing wraps: what does not fit a width is left out (the tagline first, then the
// e-mail and phone texts, keeping their icons), and the greeting is shortened last.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useRouterState } from '@tanstack/react-router';
import { TEXTS } from '@hair/domain';
import { FOCUS_RING, FOCUS_RING_ON_DARK } from '@hair/ui';
import { signInHref } from '../../../lib/sign-in-return';
import { useSession } from '../../session/session-context';
import { mailtoUrl, socialLinks, whatsappUrl } from '../site-config/contact-links';
import { useSiteSection } from '../site-config/use-site-section';
import { SocialIcon } from './SocialIcon';

export const TOP_BAR_TEXTS = {
  region: 'Contact and account',
  whatsapp: (phone: string): string => `WhatsApp ${phone}`,
  email: (email: string): string => `Email ${email}`,
  myRequests: 'My requests',
} as const;

const contactLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  color: 'inherit',
  minHeight: 32,
  flexShrink: 0,
  whiteSpace: 'nowrap',
  '&:hover': { color: 'secondary.main' },
} as const;

/** `withTagline`: whether there is room for the tagline (not beside a signed-in visitor's greeting). */
function ContactLinks({ withTagline }: { withTagline: boolean }) {
  const { config } = useSiteSection('contact');
  const whatsapp = whatsappUrl(config?.whatsapp);
  const mail = mailtoUrl(config?.email);
  const socials = socialLinks(config?.socials);
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 2.5 }} sx={{ alignItems: 'center', minWidth: 0 }}>
      {whatsapp && config && (
        <Link href={whatsapp} target="_blank" rel="noopener noreferrer" underline="none" sx={contactLinkSx} aria-label={TOP_BAR_TEXTS.whatsapp(config.whatsapp)}>
          <WhatsAppIcon fontSize="small" sx={{ color: 'secondary.main' }} />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {config.whatsapp}
          </Box>
        </Link>
      )}
      {mail && config && (
        <Link href={mail} underline="none" sx={contactLinkSx} aria-label={TOP_BAR_TEXTS.email(config.email)}>
          <EmailIcon fontSize="small" sx={{ color: 'secondary.main' }} />
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {config.email}
          </Box>
        </Link>
      )}
      {withTagline && config?.tagline && (
        <Typography variant="body2" noWrap sx={{ display: { xs: 'none', lg: 'block' }, color: 'secondary.main', fontStyle: 'italic', fontFamily: 'h1.fontFamily' }}>
          {config.tagline}
        </Typography>
      )}
      {socials.length > 0 && (
        <Stack component="ul" direction="row" sx={{ display: { xs: 'none', sm: 'flex' }, listStyle: 'none', m: 0, p: 0 }}>
          {socials.map((social) => (
            <li key={social.url}>
              <IconButton href={social.url} target="_blank" rel="noopener noreferrer" size="small" aria-label={social.name} sx={{ color: 'inherit', '&:hover': { color: 'secondary.main' } }}>
                <SocialIcon name={social.name} url={social.url} fontSize="small" />
              </IconButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SessionLinks() {
  const { user, isAdmin, loading, signOut } = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  // Nothing while the stored token is being checked, so the bar does not flicker.
  if (loading) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flexShrink: 1 }}>
      {user ? (
        <>
          <Typography variant="body2" noWrap sx={{ maxWidth: { xs: '9rem', sm: '14rem', md: '26rem' } }} title={user.email}>
            {TEXTS.welcomeUser(user.email)}
          </Typography>
          {/* A buyer's own requests; an admin's work is in the admin. */}
          {isAdmin ? (
            <Button href="/admin" color="secondary" size="small" sx={{ flexShrink: 0 }}>
              {TEXTS.admin}
            </Button>
          ) : (
            <Button href="/account/requests" color="secondary" size="small" sx={{ flexShrink: 0 }}>
              {TOP_BAR_TEXTS.myRequests}
            </Button>
          )}
          <Button onClick={() => void signOut()} color="inherit" size="small" variant="outlined" sx={{ flexShrink: 0 }}>
            {TEXTS.signOut}
          </Button>
        </>
      ) : (
        <Button href={signInHref(here)} color="secondary" size="small" variant="outlined">
          {TEXTS.signIn}
        </Button>
      )}
    </Stack>
  );
}

// Its links and buttons ring in light gold on the dark bar (more specific than the theme's ring).
const TOP_BAR_FOCUS = '& a:focus-visible, & .MuiButtonBase-root:focus-visible, & .MuiButtonBase-root.Mui-focusVisible';

export function TopBar() {
  const { user } = useSession();
  return (
    <Box component="section" aria-label={TOP_BAR_TEXTS.region} sx={{ displayPrint: 'none', bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.85rem', [TOP_BAR_FOCUS]: { ...FOCUS_RING, ...FOCUS_RING_ON_DARK } }}>
      <Container maxWidth="lg">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 44, py: 0.5 }}>
          <ContactLinks withTagline={!user} />
          <SessionLinks />
        </Stack>
      </Container>
    </Box>
  );
}
