// Stored HTML is cleaned on the server before it is saved: no script, no event
// handler, no javascript: URL. Formatting, links, images and tables survive.
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
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https'] },
  allowProtocolRelative: true,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Cleans the html/content fields of content blocks; markdown and text stay as they are (rendered escaped). */
export function sanitizeBlocks<T extends Record<string, unknown>>(blocks: T[]): T[] {
  return blocks.map((block) => {
    const clean: Record<string, unknown> = { ...block };
    for (const key of ['html', 'content', 'data'] as const) {
      if (typeof clean[key] === 'string') clean[key] = sanitizeRichText(clean[key]);
    }
    return clean as T;
  });
}
