import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { type ElementType, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE, productPagePath } from '@hair/domain';
import { AppThemeProvider } from './AppThemeProvider';
import { createEmotionCache } from './emotion-cache';
import { ProductCard, type ProductCardData } from './ProductCard';

const product: ProductCardData = {
  id: 'p-1',
  slug: 'bone-straight-double-drawn',
  name: 'Bone Straight Double Drawn',
  imageUrl: 'http://shop.test/uploads/products/p-1.webp',
  gallery: [],
  priceFrom: 45,
  priceTo: 120,
  currency: 'USD',
};

/** Server-renders the element inside the app theme and parses it back into the document. */
function render(ui: ReactNode, linkComponent?: ElementType): HTMLElement {
  const html = renderToString(
    <AppThemeProvider cache={createEmotionCache('')} linkComponent={linkComponent}>
      {ui}
    </AppThemeProvider>,
  );
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('ProductCard', () => {
  it('shows the image with its size and lazy loading, the name and the price range', () => {
    const card = render(<ProductCard product={product} />);
    const img = card.querySelector('img');
    expect(img?.getAttribute('src')).toBe(product.imageUrl);
    expect(img?.getAttribute('alt')).toBe(product.name);
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('height')).toBe('800');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(card.querySelector('h3')?.textContent).toBe(product.name);
    expect(card.querySelector('[data-testid="product-price"]')?.textContent).toBe('$45 – $120');
  });

  it("shows 'Contact for price' without prices and the placeholder without images", () => {
    const card = render(<ProductCard product={{ ...product, imageUrl: '', priceFrom: null, priceTo: null }} />);
    expect(card.querySelector('[data-testid="product-price"]')?.textContent).toBe('Contact for price');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('falls back to the first gallery image', () => {
    const card = render(<ProductCard product={{ ...product, imageUrl: '', gallery: ['/g1.webp', '/g2.webp'] }} />);
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/g1.webp');
  });

  it('links the card and the BUY NOW button to /product/{slug}', () => {
    const card = render(<ProductCard product={product} />);
    const links = [...card.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/product/bone-straight-double-drawn', '/product/bone-straight-double-drawn']);
    expect(links[1]?.textContent).toBe('BUY NOW');
  });

  it("carries a price-grid pick in the link's search", () => {
    const card = render(<ProductCard product={product} linkSearch={{ length: 22, texture: 'body-wave' }} />);
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/product/bone-straight-double-drawn?length=22&texture=body-wave');
  });

  it('uses the configured button text and heading level', () => {
    const card = render(<ProductCard product={product} buyNowText="ORDER" headingComponent="h2" />);
    expect([...card.querySelectorAll('a')].at(-1)?.textContent).toBe('ORDER');
    expect(card.querySelector('h2')?.textContent).toBe(product.name);
  });

  it('renders links through the theme link component', () => {
    const RouterLink = ({ href, ...rest }: { href: string }) => <a data-router-link="" href={href} {...rest} />;
    const card = render(<ProductCard product={product} />, RouterLink);
    expect(card.querySelectorAll('a[data-router-link]')).toHaveLength(2);
  });

  it('encodes ids that are not URL-safe', () => {
    expect(productPagePath('a b/c')).toBe('/product/a%20b%2Fc');
  });
});
