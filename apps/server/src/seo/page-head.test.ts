import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withPageHead } from '../spa';
import { jsonForScript, shortText } from './markup';
import { renderPageHead, type PageHead } from './page-head';

/** The web app's own template (the build adds its script tags and the nonce meta after the region). */
const WEB_INDEX_HTML = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

const HEAD: PageHead = {
  status: 200,
  title: 'Silk $& "Weave" | VietSilk Hair',
  socialTitle: 'Silk $& "Weave"',
  description: 'Soft & raw',
  url: 'https://shop.example/product/1',
  type: 'product',
  image: 'https://shop.example/uploads/p.webp',
  locale: 'en_US',
  noindex: false,
  jsonLd: [{ '@type': 'Product', name: '</script><script>x()</script>' }],
  preloadImage: null,
};

describe("the web app's index.html", () => {
  it('has one page-head region whose default title and description the page tags replace', () => {
    expect(WEB_INDEX_HTML).toContain('<title>VietSilk Hair</title>');
    const html = withPageHead(WEB_INDEX_HTML, renderPageHead(HEAD));
    expect(html).not.toContain('<title>VietSilk Hair</title>');
    expect(html).not.toContain('page-head');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // '$&' is text, not a replacement pattern.
    expect(html).toContain('<title>Silk $&amp; &quot;Weave&quot; | VietSilk Hair</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html.indexOf('<link rel="canonical" href="https://shop.example/product/1" />')).toBeLessThan(html.indexOf('</head>'));
  });

  it('gets the tags before </head> when a template has no region', () => {
    expect(withPageHead('<html><head><meta charset="utf-8"></head><body></body></html>', '<title>T</title>')).toBe(
      '<html><head><meta charset="utf-8"><title>T</title>\n</head><body></body></html>',
    );
  });
});

describe('JSON-LD and descriptions', () => {
  it('writes JSON that cannot end its <script> element and parses back to the same data', () => {
    const data = { name: '</script><!-- & \u2028 -->' };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
    expect(renderPageHead(HEAD)).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"\\u003c/script\\u003e\\u003cscript\\u003ex()\\u003c/script\\u003e"}</script>',
    );
  });

  it('shortens long text at a word boundary with an ellipsis', () => {
    expect(shortText('  Short   text \n here ')).toBe('Short text here');
    expect(shortText('one two three four five six', 14)).toBe('one two three…');
    expect(shortText('word, word, word, word', 13)).toBe('word, word…');
    expect(shortText(null)).toBe('');
  });
});
