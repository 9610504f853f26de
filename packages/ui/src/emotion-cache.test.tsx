import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import { AppThemeProvider } from './AppThemeProvider';
import { createEmotionCache, readCspNonce } from './emotion-cache';

// React's act() needs this flag outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function addNonceMeta(attribute: string, property?: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', attribute);
  // Browsers hide the attribute after parsing and expose the value only as a property.
  if (property !== undefined) Object.defineProperty(meta, 'nonce', { value: property, configurable: true });
  document.head.append(meta);
  return meta;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('readCspNonce', () => {
  it('reads the nonce property that browsers keep after hiding the attribute', () => {
    addNonceMeta('', 'r4nd0m+nonce==');
    expect(readCspNonce(document)).toBe('r4nd0m+nonce==');
  });

  it('falls back to the attribute when the DOM has no nonce property', () => {
    addNonceMeta('attr-nonce');
    expect(readCspNonce(document)).toBe('attr-nonce');
  });

  it('gives undefined without the meta tag, with an empty nonce, or with the unreplaced placeholder', () => {
    expect(readCspNonce(document)).toBeUndefined();
    addNonceMeta('');
    expect(readCspNonce(document)).toBeUndefined();
    document.head.innerHTML = '';
    addNonceMeta('__CSP_NONCE__');
    expect(readCspNonce(document)).toBeUndefined();
  });

  it('gives undefined without a document', () => {
    expect(readCspNonce(undefined)).toBeUndefined();
  });
});

describe('createEmotionCache', () => {
  it('uses the page nonce by default', () => {
    addNonceMeta('', 'page-nonce');
    expect(createEmotionCache().nonce).toBe('page-nonce');
  });

  it('stamps the nonce on every style tag that MUI injects', async () => {
    const cache = createEmotionCache('n0nce');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <AppThemeProvider cache={cache}>
          <Button variant="contained">Styled</Button>
        </AppThemeProvider>,
      );
    });
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce');
    expect(host.querySelector('button')?.textContent).toBe('Styled');
    await act(async () => root.unmount());
  });
});
