// HTML from what admins and old documents store: plain text, markdown shown as
// text, and content blocks (html, markdown or text, Editor.js-style data). The
// HTML itself is sanitized by the server when it is saved.
import { isRecord, listFromText } from './records';
import type { ContentBlock } from './schemas/product';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Plain text (or markdown, shown as text) to safe HTML: paragraphs and line breaks. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** True when the text contains an HTML tag, so it is not plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text);
}

/** Text of an HTML fragment, whitespace collapsed (for meta descriptions and previews). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function blockField(block: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const v = block[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    // Editor.js keeps the content in data.{html|text}.
    if (key === 'data' && isRecord(v)) {
      const inner = typeof v.html === 'string' ? v.html : typeof v.text === 'string' ? v.text : null;
      if (inner !== null && inner.trim() !== '') return inner;
    }
  }
  return null;
}

/** Blocks from an array, a JSON string, one block or an html string; unreadable items dropped. */
export function readContentBlocks(value: unknown): ContentBlock[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    list = listFromText(value, (t) => [t]);
  } else if (isRecord(value)) {
    list = [value];
  }
  if (!Array.isArray(list)) return [];
  const blocks: ContentBlock[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      if (item.trim() !== '') blocks.push({ type: 'html', html: item });
      continue;
    }
    if (!isRecord(item)) continue;
    const type = item.type === 'markdown' ? 'markdown' : 'html';
    const block: ContentBlock = { type };
    for (const key of ['html', 'markdown', 'text', 'content'] as const) {
      const v = item[key];
      if (typeof v === 'string') block[key] = v;
    }
    if (typeof item.data === 'string' || isRecord(item.data)) block.data = item.data;
    if (blockToHtml(block) !== '') blocks.push(block);
  }
  return blocks;
}

/** HTML of one block: html blocks as written, markdown and text blocks as escaped text. */
export function blockToHtml(block: ContentBlock): string {
  const b = block as Record<string, unknown>;
  if (block.type === 'markdown') {
    const md = blockField(b, ['markdown', 'text', 'content', 'data', 'html']);
    return md === null ? '' : plainTextToHtml(md);
  }
  const html = blockField(b, ['html', 'content', 'data']);
  if (html !== null) return html;
  const text = blockField(b, ['text', 'markdown']);
  return text === null ? '' : looksLikeHtml(text) ? text : plainTextToHtml(text);
}

/** Joined HTML of the blocks, or null when they hold nothing. */
export function blocksToHtml(blocks: readonly ContentBlock[]): string | null {
  const html = blocks.map(blockToHtml).filter((h) => h.trim() !== '').join('\n');
  return html === '' ? null : html;
}
