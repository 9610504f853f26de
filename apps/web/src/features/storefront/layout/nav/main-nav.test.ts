import { describe, expect, it } from 'vitest';
import { BUILT_IN_CATEGORIES, type Category } from '@hair/domain';
import { activeTopLevelId, buildMainNav, productListHref, shouldFlipSubmenu, type NavItem } from './main-nav';

const SEEDED: Category[] = [
  ...BUILT_IN_CATEGORIES,
  { value: 'slavic-europe-hair', label: 'Slavic/Europe Hair', parent: null },
  { value: 'straight', label: 'Bone Straight', parent: 'hair-weave' },
  { value: 'body-wave', label: 'Body Wave', parent: 'hair-weave' },
  { value: 'natural-black', label: 'Natural Black', parent: 'hair-weave' },
  { value: 'blonde', label: 'Blonde', parent: 'hair-weave' },
];

/** label -> href (or children) of a subtree, for compact assertions. */
function outline(items: readonly NavItem[]): unknown[] {
  return items.map((i) => (i.children ? { [i.label]: i.href ?? null, items: outline(i.children) } : { [i.label]: i.href }));
}

function find(items: readonly NavItem[], label: string): NavItem {
  for (const item of items) {
    if (item.label === label) return item;
    const inner = item.children ? findOrNull(item.children, label) : null;
    if (inner) return inner;
  }
  throw new Error(`no item ${label}`);
}
function findOrNull(items: readonly NavItem[], label: string): NavItem | null {
  try {
    return find(items, label);
  } catch {
    return null;
  }
}

describe('buildMainNav', () => {
  it('lists the top-level items in order', () => {
    expect(buildMainNav(SEEDED).map((i) => i.label)).toEqual([
      'About Us',
      'Partners',
      'Slavic/Europe Hair',
      'Hair Weave',
      'Closure & Frontal',
      'Wholesale',
      'Blog',
    ]);
  });

  it('leads category items to their product list, and the Hair Weave tree to categories or searches', () => {
    const nav = buildMainNav(SEEDED);
    expect(find(nav, 'About Us').href).toBe('/about');
    expect(find(nav, 'Slavic/Europe Hair').href).toBe('/products/slavic-europe-hair');
    expect(outline(find(nav, 'Hair Weave').children ?? [])).toEqual([
      { 'Texture 1B': '/products?colour=natural-black' },
      { 'Wave Types': null, items: [{ 'Bone Straight': '/products?texture=bone-straight' }, { 'Body Wave': '/products?texture=body-wave' }] },
      {
        Length: null,
        items: [
          { '12 inch': '/products?length=12' },
          { '14 inch': '/products?length=14' },
          { '16 inch': '/products?length=16' },
          { '18 inch': '/products?length=18' },
        ],
      },
      {
        Colour: null,
        items: [
          { 'Natural Black': '/products?colour=natural-black' },
          { Blonde: '/products?colour=blonde' },
          { Brown: '/products?colour=brown' },
          { Ombre: '/products?colour=ombre' },
          { Red: '/products?colour=red' },
        ],
      },
    ]);
    expect(outline([find(nav, 'Closure & Frontal')])).toEqual([
      { 'Closure & Frontal': null, items: [{ 'Hair Closure': '/products/hair-closure' }, { 'Hair Frontal': '/products/hair-frontal' }] },
    ]);
    expect(find(nav, 'Wholesale').href).toBe('/products/hair-bundle');
    expect(outline(find(nav, 'Blog').children ?? [])).toEqual([{ News: '/blog?category=news' }, { 'Tips & Tricks': '/blog?category=tips-tricks' }, { 'Before & After': '/blog?category=before-after' }]);
  });

  it('falls back to searches when the categories are not configured', () => {
    const nav = buildMainNav([]);
    expect(find(nav, 'Slavic/Europe Hair').href).toBe('/products?q=Slavic');
    expect(find(nav, 'Hair Weave').href).toBe('/products');
    expect(find(nav, 'Wave Types').children?.map((c) => c.href)).toEqual([
      '/products?texture=straight',
      '/products?texture=body-wave',
      '/products?texture=deep-wave',
      '/products?texture=curly',
    ]);
    expect(find(nav, 'Closure & Frontal')).toMatchObject({ href: '/products?q=Closure' });
    expect(find(nav, 'Closure & Frontal').children).toBeUndefined();
    expect(find(nav, 'Wholesale').href).toBe('/products');
  });

  it("shows a category's configured children under it, level by level", () => {
    const nav = buildMainNav([
      ...SEEDED,
      { value: 'slavic-blonde', label: 'Slavic Blonde', parent: 'slavic-europe-hair' },
      { value: 'bundle-deals', label: 'Bundle Deals', parent: 'hair-bundle' },
      { value: 'three-bundles', label: 'Three Bundles', parent: 'bundle-deals' },
    ]);
    expect(outline([find(nav, 'Slavic/Europe Hair')])).toEqual([
      { 'Slavic/Europe Hair': '/products/slavic-europe-hair', items: [{ 'Slavic Blonde': '/products/slavic-blonde' }] },
    ]);
    expect(outline([find(nav, 'Wholesale')])).toEqual([
      { Wholesale: '/products/hair-bundle', items: [{ 'Bundle Deals': '/products/bundle-deals', items: [{ 'Three Bundles': '/products/three-bundles' }] }] },
    ]);
    expect(activeTopLevelId(nav, '/products/three-bundles')).toBe('nav-wholesale');
  });

  it('gives every item a unique id', () => {
    const ids: string[] = [];
    const walk = (items: readonly NavItem[]) => items.forEach((i) => (ids.push(i.id), walk(i.children ?? [])));
    walk(buildMainNav(SEEDED));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('activeTopLevelId', () => {
  const nav = buildMainNav(SEEDED);
  it('highlights the top-level item whose section holds the page', () => {
    expect(activeTopLevelId(nav, '/about')).toBe('nav-about');
    expect(activeTopLevelId(nav, '/partners/')).toBe('nav-partners');
    expect(activeTopLevelId(nav, '/products/hair-weave')).toBe('nav-hair-weave');
    expect(activeTopLevelId(nav, '/products/Blonde')).toBe('nav-hair-weave');
    expect(activeTopLevelId(nav, '/products/hair-frontal')).toBe('nav-closure-frontal');
    expect(activeTopLevelId(nav, '/products/slavic-europe-hair')).toBe('nav-slavic-europe-hair');
    expect(activeTopLevelId(nav, '/blog')).toBe('nav-blog');
    expect(activeTopLevelId(nav, '/blog/some-post')).toBe('nav-blog');
  });

  it('highlights nothing on pages outside the menu', () => {
    expect(activeTopLevelId(nav, '/')).toBeNull();
    expect(activeTopLevelId(nav, '/auth')).toBeNull();
    expect(activeTopLevelId(nav, '/products')).toBeNull();
    expect(activeTopLevelId(nav, '/product/abc')).toBeNull();
  });
});

describe('shouldFlipSubmenu', () => {
  it('flips when less than 220 px are left to the right of the parent', () => {
    expect(shouldFlipSubmenu(1000, 1280)).toBe(false);
    expect(shouldFlipSubmenu(1060, 1280)).toBe(false);
    expect(shouldFlipSubmenu(1061, 1280)).toBe(true);
  });
});

describe('productListHref', () => {
  it('encodes the category and the search', () => {
    expect(productListHref()).toBe('/products');
    expect(productListHref('hair-weave', 'Body Wave')).toBe('/products/hair-weave?q=Body%20Wave');
  });
});
