// Emotion cache (with the CSP nonce), the MUI theme and the CSS baseline, in one wrapper.
import { useMemo, type ElementType, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from './theme';

export interface AppThemeProviderProps {
  cache: EmotionCache;
  /** See AppThemeOptions.linkComponent. */
  linkComponent?: ElementType;
  children?: ReactNode;
}

export function AppThemeProvider({ cache, linkComponent, children }: AppThemeProviderProps) {
  const theme = useMemo(() => createAppTheme({ linkComponent }), [linkComponent]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
