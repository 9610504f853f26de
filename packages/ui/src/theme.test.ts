import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, FOCUS_RING, HEADING_FONT, createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('uses near-black, gold and cream with a serif for headings', () => {
    const theme = createAppTheme();
    expect(theme.palette.primary.main).toBe(BRAND_COLORS.ink);
    expect(theme.palette.secondary.main).toBe(BRAND_COLORS.gold);
    expect(theme.palette.background.default).toBe(BRAND_COLORS.cream);
    expect(theme.typography.h1.fontFamily).toBe(HEADING_FONT);
    expect(HEADING_FONT).toMatch(/"Playfair Display".*Georgia.*serif$/);
    expect(theme.typography.body1.fontFamily).toMatch(/sans-serif$/);
  });

  it('routes MUI links and href buttons through the given link component', () => {
    const Link = () => null;
    const theme = createAppTheme({ linkComponent: Link });
    expect(theme.components?.MuiButtonBase?.defaultProps?.LinkComponent).toBe(Link);
    expect(createAppTheme().components?.MuiButtonBase?.defaultProps?.LinkComponent).toBeUndefined();
  });

  it('rings every button, icon button and chip on keyboard focus, before and after the app starts', () => {
    const root = createAppTheme().components?.MuiButtonBase?.styleOverrides?.root as Record<string, unknown>;
    expect(root['&:focus-visible, &.Mui-focusVisible']).toEqual({ outline: '2px solid #8a6a2f', outlineOffset: 2 });
    expect(FOCUS_RING.outline).toContain(BRAND_COLORS.goldDark);
  });
});
