// A Vite plugin: MUI's `createTheme` and `ThemeProvider` each pick, at run time, between
// a plain theme and a CSS-variables theme, so both are bundled even though our theme
// never uses CSS variables (no `cssVariables`, no `colorSchemes`). For such a theme
// they return exactly what `createThemeNoVars` and `ThemeProviderNoVars` return, so
// MUI's own imports of the two are pointed there: about 6 KB less compressed JavaScript
// on every page. Should the theme ever turn on CSS variables, remove this plugin.
import path from 'node:path';
import type { Plugin } from 'vite';

const MUI_STYLES_DIR = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/;
const PLAIN_THEME_MODULES: Record<string, string> = {
  './createTheme.mjs': 'createThemeNoVars.mjs',
  './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

export function muiWithoutCssVars(): Plugin {
  return {
    name: 'hair:mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      const plain = PLAIN_THEME_MODULES[source];
      if (!plain || !importer || !MUI_STYLES_DIR.test(importer)) return null;
      return path.join(path.dirname(importer), plain);
    },
  };
}
