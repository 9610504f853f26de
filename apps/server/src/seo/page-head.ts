// The route's tags in <head>: title, description, canonical URL, Open Graph,
// Twitter card, JSON-LD and the preload of the first hero image.
import { BRAND_NAME, HERO_IMAGE_SIZES, type RenderedPageTitle } from '@hair/domain';
import { escapeMarkup, jsonForScript } from './markup';

export interface PageHead {
  /** HTTP status of the page: 404 for a product or post that does not exist. */
  status: number;
  /** The document title. */
  title: string;
  /** og:title and twitter:title: the page's own name. */
  socialTitle: string;
  description: string;
  /** Absolute canonical URL (also og:url). */
  url: string;
  type: 'website' | 'product' | 'article';
  /** Absolute URL of the preview image. */
  image: string;
  locale: string;
  /** Pages that must stay out of search results (admin, not found). */
  noindex: boolean;
  jsonLd: Record<string, unknown>[];
  /** An image the page shows at once above the fold (the first hero slide), with its narrower copies. */
  preloadImage: { href: string; srcset?: string } | null;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeMarkup(content)}" />`;

/** The first hero slide, at the width of the screen (its narrower copies, as the slide's srcset). */
function preloadTag({ href, srcset }: NonNullable<PageHead['preloadImage']>): string {
  const responsive = srcset ? ` imagesrcset="${escapeMarkup(srcset)}" imagesizes="${HERO_IMAGE_SIZES}"` : '';
  return `<link rel="preload" as="image" href="${escapeMarkup(href)}"${responsive} fetchpriority="high" />`;
}

/** The tags, one per line. JSON-LD is data, never run: its <script> needs no nonce or hash in the CSP. */
export function renderPageHead(head: PageHead): string {
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeMarkup(head.url)}" />`,
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', head.locale),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.socialTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.preloadImage ? [preloadTag(head.preloadImage)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * The tags of renderPageHead with the title (and description) the page's render named:
 * the head is read from the route's path, the render also from its query, so a list
 * narrowed to Body Wave says 'Body Wave', as the browser's tab will once the app runs.
 */
export function withPageTitle(tags: string, named: RenderedPageTitle): string {
  const { title, socialTitle, description } = named;
  type Tag = [attr: 'name' | 'property', key: string, content: string];
  const metas: Tag[] = [
    ['property', 'og:title', socialTitle],
    ['name', 'twitter:title', socialTitle],
    ...(description === undefined ? [] : ([['name', 'description', description], ['property', 'og:description', description], ['name', 'twitter:description', description]] satisfies Tag[])),
  ];
  let html = tags.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`);
  for (const [attr, key, content] of metas) html = html.replace(new RegExp(`<meta ${attr}="${key}" content="[^"]*" />`), () => meta(attr, key, content));
  return html;
}
