// The icon of a social network, chosen by the configured name (or its URL). The
// networks a Vietnamese hair factory uses most are drawn at once; the others load
// when a page shows them (a globe stands in meanwhile).
import { Suspense, lazy, type ComponentType } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PublicIcon from '@mui/icons-material/Public';
import YouTubeIcon from '@mui/icons-material/YouTube';

function onDemand(load: () => Promise<{ default: ComponentType<SvgIconProps> }>) {
  const Icon = lazy(load);
  return function OnDemandIcon(props: SvgIconProps) {
    return (
      <Suspense fallback={<PublicIcon {...props} />}>
        <Icon {...props} />
      </Suspense>
    );
  };
}

const LinkedInIcon = onDemand(() => import('@mui/icons-material/LinkedIn'));
const PinterestIcon = onDemand(() => import('@mui/icons-material/Pinterest'));
const TelegramIcon = onDemand(() => import('@mui/icons-material/Telegram'));
const XIcon = onDemand(() => import('@mui/icons-material/X'));

function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.6-2.6 2.6 2.6 0 0 1 3.38-2.48V9.66a5.73 5.73 0 0 0-.79-.05A5.69 5.69 0 0 0 4.17 15.3 5.69 5.69 0 0 0 9.86 21a5.69 5.69 0 0 0 5.69-5.7V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.28 4.28 0 0 1-3.25-1.48Z" />
    </SvgIcon>
  );
}

const ICONS = [
  { match: /facebook|fb\.com/i, Icon: FacebookIcon },
  { match: /instagram/i, Icon: InstagramIcon },
  { match: /tiktok/i, Icon: TikTokIcon },
  { match: /youtube|youtu\.be/i, Icon: YouTubeIcon },
  { match: /linkedin/i, Icon: LinkedInIcon },
  { match: /pinterest/i, Icon: PinterestIcon },
  { match: /telegram|t\.me/i, Icon: TelegramIcon },
  { match: /^x$|twitter|x\.com/i, Icon: XIcon },
] as const;

export function SocialIcon({ name, url, ...props }: { name: string; url: string } & SvgIconProps) {
  const Icon = ICONS.find(({ match }) => match.test(name.trim()) || match.test(url))?.Icon ?? PublicIcon;
  return <Icon {...props} />;
}
