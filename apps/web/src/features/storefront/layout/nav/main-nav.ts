// The main navigation (About Us, Partners, Slavic/Europe Hair, Hair Weave,
// Closure & Frontal, Wholesale, Blog), built from the product categories of the
// site config. Items that match a category lead to its product list; the textures,
// colours and lengths to the whole list filtered by that value (docs/decisions/020),
// whatever the products' categories; what matches nothing links to '#'.
import { SUBMENU_FLIP_MARGIN_PX, TEXTS, blogListHref, categoryWithDescendants, toCategorySlug, type Category, type ProductFacet } from '@hair/domain';

export interface NavItem {
  /** Unique in the tree; used for element ids and open state. */
  id: string;
  label: string;
  /** Absent on a pure group (it only opens its children). */
  href?: string;
  children?: NavItem[];
  /** Further paths under which this item counts as the current section. */
  activePaths?: string[];
}

/** Our own labels for the groups of the Hair Weave tree. */
export const NAV_TEXTS = {
  texture1B: 'Texture 1B',
  waveTypes: 'Wave Types',
  length: 'Length',
  colour: 'Colour',
  lengthInch: (inches: number): string => `${inches} inch`,
  /** Mobile: the parent's own page, first in its opened list (a parent row only toggles). */
  viewAll: (label: string): string => `All ${label}`,
} as const;

const HAIR_WEAVE = 'hair-weave';
const LENGTHS_INCH = [12, 14, 16, 18] as const;
/** The colours of the Hair Weave menu, in menu order. */
const COLOURS = [
  { value: 'natural-black', label: 'Natural Black' },
  { value: 'blonde', label: 'Blonde' },
  { value: 'brown', label: 'Brown' },
  { value: 'ombre', label: 'Ombre' },
  { value: 'red', label: 'Red' },
] as const;
/** Wave types shown when the config has no textures under Hair Weave. */
const DEFAULT_WAVE_TYPES = ['Straight', 'Body Wave', 'Deep Wave', 'Curly'] as const;

/** /products, /products/{category}, with an optional title search (the list's `q`). */
export function productListHref(category?: string | null, q?: string): string {
  const path = category ? `/products/${encodeURIComponent(category)}` : '/products';
  return q ? `${path}?q=${encodeURIComponent(q)}` : path;
}

/** The whole product list filtered by one value of a facet: /products?colour=natural-black. */
export function facetListHref(facet: ProductFacet, value: string | number): string {
  return `/products?${facet}=${encodeURIComponent(value)}`;
}

class CategoryIndex {
  private readonly bySlug = new Map<string, Category>();

  constructor(private readonly categories: readonly Category[]) {
    for (const c of categories) this.bySlug.set(toCategorySlug(c.value), c);
  }

  /** The first of the candidate slugs that is a configured category. */
  find(...slugs: string[]): Category | undefined {
    for (const slug of slugs) {
      const found = this.bySlug.get(slug);
      if (found) return found;
    }
    return undefined;
  }

  childrenOf(value: string): Category[] {
    const parent = toCategorySlug(value);
    return this.categories.filter((c) => toCategorySlug(c.parent) === parent);
  }

  /** The list paths of a category and everything below it. */
  listPaths(value: string): string[] {
    return categoryWithDescendants(value, this.categories).map((slug) => productListHref(slug));
  }
}

/** A category as a menu item, with the categories below it as its submenu. */
function categoryNode(idPrefix: string, category: Category, index: CategoryIndex, seen: ReadonlySet<string> = new Set()): NavItem {
  const slug = toCategorySlug(category.value);
  const item: NavItem = { id: `${idPrefix}-${slug}`, label: category.label, href: productListHref(category.value) };
  const below = new Set([...seen, slug]);
  const children = index
    .childrenOf(category.value)
    .filter((c) => !below.has(toCategorySlug(c.value)))
    .map((c) => categoryNode(idPrefix, c, index, below));
  return children.length > 0 ? { ...item, children } : item;
}

/** A top-level item for a category (with its configured children), or a search when it does not exist. */
function categoryItem(index: CategoryIndex, id: string, label: string, slugs: string[], fallbackHref: string): NavItem {
  const category = index.find(...slugs);
  if (!category) return { id, label, href: fallbackHref };
  const { children } = categoryNode(id, category, index);
  return {
    id,
    label,
    href: productListHref(category.value),
    activePaths: index.listPaths(category.value),
    ...(children ? { children } : {}),
  };
}

function hairWeaveItem(index: CategoryIndex): NavItem {
  const weave = index.find(HAIR_WEAVE);
  const base = weave?.value ?? null;
  const colourSlugs = new Set<string>(COLOURS.map((c) => c.value));
  const textures = weave ? index.childrenOf(weave.value).filter((c) => !colourSlugs.has(toCategorySlug(c.value))) : [];
  // A texture lists every product of that texture, whatever its category (a closure in body wave too).
  const waveTypes: NavItem[] = (textures.length > 0 ? textures.map((c) => c.label) : DEFAULT_WAVE_TYPES).map((label) => ({
    id: `nav-wave-${toCategorySlug(label)}`,
    label,
    href: facetListHref('texture', toCategorySlug(label)),
  }));
  // A colour lists every product of that colour, whatever its category.
  const colours: NavItem[] = COLOURS.map(({ value, label }) => ({ id: `nav-colour-${value}`, label: index.find(value)?.label ?? label, href: facetListHref('colour', value) }));
  return {
    id: 'nav-hair-weave',
    label: TEXTS.navHairWeave,
    href: productListHref(base),
    activePaths: weave ? index.listPaths(weave.value) : [],
    children: [
      // 1B is the trade's number for the natural black.
      { id: 'nav-texture-1b', label: NAV_TEXTS.texture1B, href: facetListHref('colour', 'natural-black') },
      { id: 'nav-wave-types', label: NAV_TEXTS.waveTypes, children: waveTypes },
      {
        id: 'nav-length',
        label: NAV_TEXTS.length,
        children: LENGTHS_INCH.map((inches) => ({ id: `nav-length-${inches}`, label: NAV_TEXTS.lengthInch(inches), href: facetListHref('length', inches) })),
      },
      { id: 'nav-colour', label: NAV_TEXTS.colour, children: colours },
    ],
  };
}

function closureFrontalItem(index: CategoryIndex): NavItem {
  const own = index.find('closure-frontal', 'closure-and-frontal');
  const parts = [index.find('hair-closure', 'closure'), index.find('hair-frontal', 'frontal')].filter((c): c is Category => !!c);
  const children = [...(own ? index.childrenOf(own.value) : []), ...parts].map((c) => categoryNode('nav-closure-frontal', c, index));
  const item: NavItem = {
    id: 'nav-closure-frontal',
    label: TEXTS.navClosureFrontal,
    activePaths: [own, ...parts].flatMap((c) => (c ? index.listPaths(c.value) : [])),
  };
  if (own) item.href = productListHref(own.value);
  if (children.length > 0) item.children = children;
  else if (!own) item.href = productListHref(null, 'Closure');
  return item;
}

/** The whole menu, in display order. */
export function buildMainNav(categories: readonly Category[]): NavItem[] {
  const index = new CategoryIndex(categories);
  return [
    { id: 'nav-about', label: TEXTS.navAboutUs, href: '/about' },
    { id: 'nav-partners', label: TEXTS.navPartners, href: '/partners' },
    categoryItem(index, 'nav-slavic-europe-hair', TEXTS.navSlavicEuropeHair, ['slavic-europe-hair', 'slavic-european-hair', 'slavic-hair'], productListHref(null, 'Slavic')),
    hairWeaveItem(index),
    closureFrontalItem(index),
    // Bundles and bulk raw hair are what a wholesale buyer orders; the whole catalogue otherwise.
    categoryItem(index, 'nav-wholesale', TEXTS.navWholesale, ['wholesale', 'hair-bundle'], productListHref()),
    {
      id: 'nav-blog',
      label: TEXTS.navBlog,
      href: '/blog',
      children: [
        { id: 'nav-blog-news', label: TEXTS.navNews, href: blogListHref('news') },
        { id: 'nav-blog-tips', label: TEXTS.navTipsTricks, href: blogListHref('tips-tricks') },
        { id: 'nav-blog-before-after', label: TEXTS.navBeforeAfter, href: blogListHref('before-after') },
      ],
    },
  ];
}

function pathOf(href: string): string | null {
  if (!href.startsWith('/')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return normalizePath(path);
}

function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare it as it is.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Paths under which the item is the current section: its own, its subtree's and its activePaths. A filtered whole catalogue is no section's. */
function sectionPaths(item: NavItem): string[] {
  const own = [item.href, ...(item.activePaths ?? [])].flatMap((href) => {
    const path = href && !href.startsWith('/products?') ? pathOf(href) : null;
    return path ? [path] : [];
  });
  return [...own, ...(item.children ?? []).flatMap(sectionPaths)];
}

/**
 * The id of the top-level item whose section holds the path, to highlight it.
 * An exact match wins; a page below an item's own link (a blog
 * post under /blog) counts too.
 */
export function activeTopLevelId(items: readonly NavItem[], pathname: string): string | null {
  const path = normalizePath(pathname);
  const exact = items.find((item) => sectionPaths(item).includes(path));
  if (exact) return exact.id;
  const below = items.find((item) => {
    const own = item.href ? pathOf(item.href) : null;
    return own !== null && own !== '/' && own !== '/products' && path.startsWith(`${own}/`);
  });
  return below?.id ?? null;
}

/**
 * A submenu opens to the right of its parent unless it would overflow the
 * window: it flips to the left when less than 220 px is left between its
 * parent's right edge and the window's.
 */
export function shouldFlipSubmenu(anchorRight: number, windowWidth: number, margin: number = SUBMENU_FLIP_MARGIN_PX): boolean {
  return anchorRight + margin > windowWidth;
}
