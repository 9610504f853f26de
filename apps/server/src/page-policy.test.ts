import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finalPage, PAGE_NONCE } from './page-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';

describe('finalPage', () => {
  const start = '(()=>{import("/assets/index.js");})();';
  const scroll = 'window.scrollTo(0,"\u00e9")';
  const html = [
    `<head><meta property="csp-nonce" nonce="${PAGE_NONCE}"><style data-emotion="css" nonce="${PAGE_NONCE}">a{}</style></head>`,
    `<body><div id="root"><p>from a description: &lt;script&gt;</p><script>stored()</script><script class="$tsr" nonce="${PAGE_NONCE}">${scroll}</script></div>`,
    `<script type="application/json" id="page-state" nonce="${PAGE_NONCE}">{"a":1}</script>`,
    `<script nonce="${PAGE_NONCE}">${start}</script></body>`,
  ].join('');

  it("names the app's inline scripts by the sha256 of their text, and nothing else: no nonce, no 'unsafe-inline', no stored script", () => {
    const page = finalPage(html);
    expect(directive(page.csp, 'script-src')).toBe(`script-src 'self' ${sha256(scroll)} ${sha256(start)}`);
    expect(page.csp).not.toContain(sha256('stored()'));
    expect(page.csp).not.toContain(sha256('{"a":1}'));
    // The scripts are sent as they were hashed, without the placeholder.
    expect(page.html).toContain(`<script class="$tsr">${scroll}</script>`);
    expect(page.html).toContain(`<script>${start}</script></body>`);
    expect(page.html).toContain('<script type="application/json" id="page-state">{"a":1}</script>');
  });

  it("gives the styles and the csp-nonce meta one nonce of this render, the one the CSP's style-src names", () => {
    const page = finalPage(html);
    const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'$/.exec(directive(page.csp, 'style-src'))?.[1];
    expect(nonce).toBeDefined();
    expect(page.html).toContain(`<meta property="csp-nonce" nonce="${nonce}"><style data-emotion="css" nonce="${nonce}">a{}</style>`);
    expect(page.html).not.toContain(PAGE_NONCE);
    expect(finalPage(html).csp).not.toContain(nonce);
  });
});
