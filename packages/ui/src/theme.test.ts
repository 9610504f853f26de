import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, HEADING_FONT, createAppTheme } from './theme';

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
});
