// Stored HTML is cleaned on the server before it is saved: no script, no event
// handler, no javascript: URL. Formatting, links, images and tables survive.
// A link leads to the web, a mail app or a path; one that opens a new tab always
// carries rel="noopener noreferrer". An image keeps its alt, even an empty (decorative) one.
import { TEXT_LINK_SCHEMES, isRecord, looksLikeHtml } from '@hair/domain';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'figure', 'figcaption', 'picture', 'source', 'span', 'del', 's', 'u', 'mark', 'sub', 'sup', 'video',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'dir', 'lang', 'data-align', 'style'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'style', 'data-align'],
    source: ['src', 'srcset', 'type', 'media'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      width: [/^\d+(\.\d+)?(px|%|em|rem)?$/, /^auto$/],
      height: [/^\d+(\.\d+)?(px|%|em|rem)?$/, /^auto$/],
      'max-width': [/^\d+(\.\d+)?(px|%)$/],
      float: [/^(left|right|none)$/],
      margin: [/^[\d\s.a-z%-]+$/],
      display: [/^(block|inline|inline-block)$/],
    },
  },
  allowedSchemes: [...TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https'] },
  allowProtocolRelative: true,
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export function sanitizeOptionalHtml<T extends string | null | undefined>(html: T): T {
  return (typeof html === 'string' ? sanitizeRichText(html) : html) as T;
}

/** Plain text stays as typed ('Tom & Jerry'); text with tags is sanitized, since readers render it as html. */
function sanitizeIfHtml(text: string): string {
  return looksLikeHtml(text) ? sanitizeRichText(text) : text;
}

function cleanKey(obj: Record<string, unknown>, key: string, clean: (text: string) => string): void {
  const value = obj[key];
  if (typeof value === 'string') obj[key] = clean(value);
}

/**
 * Cleans content blocks: the html/content/data strings, a `text` (and, in an html
 * block, a `markdown`) that looks like html, since readers render it as html, and
 * an Editor.js-style `data: {html, text}` object. A markdown block's text stays as
 * it is: it is rendered escaped.
 */
export function sanitizeBlocks<T extends Record<string, unknown>>(blocks: readonly T[]): T[] {
  return blocks.map((block) => {
    const clean: Record<string, unknown> = { ...block };
    for (const key of ['html', 'content', 'data']) cleanKey(clean, key, sanitizeRichText);
    cleanKey(clean, 'text', sanitizeIfHtml);
    if (clean.type !== 'markdown') cleanKey(clean, 'markdown', sanitizeIfHtml);
    if (isRecord(clean.data)) {
      const data = { ...clean.data };
      cleanKey(data, 'html', sanitizeRichText);
      cleanKey(data, 'text', sanitizeIfHtml);
      clean.data = data;
    }
    return clean as T;
  });
}
