// Writing stored text into HTML and XML safely.
import { escapeHtml } from '@hair/domain';

/** Text for an HTML attribute value, HTML text or XML: & < > " ' become entities. */
export const escapeMarkup = escapeHtml;

// Inside <script> the HTML parser ends the element at '</script' whatever the JSON
// says, so '<' (and '>' and '&', for good measure) are written as JSON \u escapes;
// U+2028/2029 are escaped because older JavaScript parsers reject them in strings.
const JSON_IN_HTML: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that can stand inside a <script> element unchanged. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => JSON_IN_HTML[ch] ?? ch);
}

/** Collapsed whitespace, cut at a word boundary to at most `max` characters with an ellipsis. */
export function shortText(text: string | null | undefined, max = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
