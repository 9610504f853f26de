import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, restorePageState, serializePageState } from './page-state';

describe('page state', () => {
  it('carries the successful reads to the browser, safe inside a script element', () => {
    const server = new QueryClient();
    server.setQueryData(['post', 'x'], { content: '</script><script>alert(1)</script><!--', at: new Date('2026-01-02T00:00:00Z') });
    const json = serializePageState(server);
    expect(json).not.toContain('<');

    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
    const browser = new QueryClient();
    expect(restorePageState(browser)).toBe(true);
    expect(browser.getQueryData(['post', 'x'])).toEqual({ content: '</script><script>alert(1)</script><!--', at: new Date('2026-01-02T00:00:00Z') });
  });

  it('says when the page carries no state (a page the browser renders)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(restorePageState(new QueryClient())).toBe(false);
  });
});
