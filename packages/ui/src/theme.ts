// The MUI theme of the storefront and the admin: near-black and warm gold on
// cream, a serif for headings and a sans-serif for text. System font stacks only,
// so no web font is downloaded.
import { type ElementType } from 'react';
import { createTheme, type Theme } from '@mui/material/styles';

export const BRAND_COLORS = {
  ink: '#1a1410',
  gold: '#c9a45c',
  goldDark: '#8a6a2f',
  cream: '#faf7f2',
  paper: '#ffffff',
  muted: '#5c5046',
  line: '#e8e0d4',
} as const;

export const HEADING_FONT = '"Playfair Display", "Didot", "Bodoni MT", Georgia, "Times New Roman", serif';
export const BODY_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export interface AppThemeOptions {
  /**
   * Renders every MUI link and `href` button, so in-app paths go through the
   * app's router instead of reloading the page. Defaults to a plain <a>.
   */
  linkComponent?: ElementType;
}

const heading = { fontFamily: HEADING_FONT, fontWeight: 600, letterSpacing: '0.01em' } as const;

/** The keyboard focus ring of every control: 3:1 and more against cream and white. */
export const FOCUS_RING = { outline: `2px solid ${BRAND_COLORS.goldDark}`, outlineOffset: 2 } as const;
/** The ring's colour on the dark top bar. */
export const FOCUS_RING_ON_DARK = { outlineColor: BRAND_COLORS.gold } as const;

export function createAppTheme({ linkComponent }: AppThemeOptions = {}): Theme {
  const linkDefaults = linkComponent ? { LinkComponent: linkComponent } : {};
  return createTheme({
    palette: {
      mode: 'light',
      primary: { main: BRAND_COLORS.ink, contrastText: BRAND_COLORS.cream },
      // Gold is an accent for dark surfaces; on cream it is too light for text.
      secondary: { main: BRAND_COLORS.gold, dark: BRAND_COLORS.goldDark, contrastText: BRAND_COLORS.ink },
      background: { default: BRAND_COLORS.cream, paper: BRAND_COLORS.paper },
      text: { primary: BRAND_COLORS.ink, secondary: BRAND_COLORS.muted },
      divider: BRAND_COLORS.line,
    },
    shape: { borderRadius: 4 },
    typography: {
      fontFamily: BODY_FONT,
      h1: { ...heading, fontSize: 'clamp(2rem, 5vw, 3.25rem)' },
      h2: { ...heading, fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)' },
      h3: { ...heading, fontSize: 'clamp(1.35rem, 2.5vw, 1.9rem)' },
      h4: heading,
      h5: heading,
      h6: heading,
      overline: { letterSpacing: '0.2em', fontWeight: 600 },
      // Button texts are shown as the spec writes them ('Sign In', 'BUY NOW'), not upper-cased.
      button: { textTransform: 'none', letterSpacing: '0.04em', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: {
        defaultProps: { ...linkDefaults },
        // MUI takes the browser's outline off its buttons: a keyboard user sees this ring instead
        // (dark gold on light surfaces; dark surfaces set FOCUS_RING_ON_DARK).
        styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': FOCUS_RING } },
      },
      MuiLink: linkComponent ? { defaultProps: { component: linkComponent } } : {},
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 2 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${BRAND_COLORS.line}` } },
      },
    },
  });
}
