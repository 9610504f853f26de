import { describe, expect, it } from 'vitest';
import { type Product } from '@hair/domain';
import { NEW_PRODUCT, formValuesFromProduct, isBlankHtml, moveItem, productBody, usesImage, validateProductForm } from './product-form';

const PRODUCT: Product = {
  id: 'p1',
  slug: 'bone-straight',
  name: 'Bone Straight',
  category: 'straight',
  image_url: '/uploads/products/a.webp',
  image_alt: 'Bundle, front',
  gallery_images: ['/uploads/products/b.webp', '/uploads/products/c.webp'],
  gallery_alts: ['Side view', ''],
  video_url: '/uploads/products/qc-1a2b3c4d5e6f.mp4',
  video_poster_url: null,
  price_from: 28,
  price_to: null,
  currency: 'USD',
  in_stock: true,
  featured: true,
  published: true,
  trade_terms: { lead_time: '3–5 working days', shipping: [], payment_terms: '', sample_policy: '' },
  description_html: null,
  description_blocks: [{ type: 'html', html: '<p>Silky</p>' }],
  description_markdown: null,
  length: '12 inch',
  quality_grade: null,
  hair_material: null,
  card_note: 'USD per bundle',
  textures: ['Straight'],
  colours: ['Natural Black', '1B'],
  tags: [],
  lace_size: null,
  bundle_grams: 100,
  howto: null,
  warranty: null,
  qa: null,
  howto_blocks: [],
  warranty_blocks: [],
  qa_blocks: [],
  thumbnails: [],
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('the product form', () => {
  it('starts a new product in Hair Weave, not featured, without prices', () => {
    expect(NEW_PRODUCT).toMatchObject({ category: 'hair-weave', featured: false, priceFrom: '', priceTo: '', gallery: [] });
  });

  it('reads a stored product, its description blocks included', () => {
    expect(formValuesFromProduct(PRODUCT)).toEqual({
      name: 'Bone Straight',
      category: 'straight',
      featured: true,
      priceFrom: '28',
      priceTo: '',
      imageUrl: '/uploads/products/a.webp',
      imageAlt: 'Bundle, front',
      gallery: [
        { url: '/uploads/products/b.webp', alt: 'Side view' },
        { url: '/uploads/products/c.webp', alt: '' },
      ],
      description: '<p>Silky</p>',
      video: { url: '/uploads/products/qc-1a2b3c4d5e6f.mp4', posterUrl: null },
      tradeTerms: { lead_time: '3–5 working days', shipping: [], payment_terms: '', sample_policy: '' },
      facts: {
        inStock: true,
        length: '12 inch',
        qualityGrade: '',
        hairMaterial: '',
        cardNote: 'USD per bundle',
        laceSize: '',
        bundleGrams: '100',
        textures: ['Straight'],
        colours: ['Natural Black', '1B'],
        tags: [],
      },
    });
    expect(formValuesFromProduct({ ...PRODUCT, category: null, description_blocks: [], description_markdown: 'Plain' }).description).toBe('<p>Plain</p>');
  });

  it('sends only its own fields, with the description as one html block', () => {
    const values = { ...formValuesFromProduct(PRODUCT), name: '  New name ', priceTo: '96.5', category: '', imageAlt: ' Front ' };
    expect(productBody(values)).toEqual({
      name: 'New name',
      category: null,
      featured: true,
      price_from: 28,
      price_to: 96.5,
      image_url: '/uploads/products/a.webp',
      image_alt: 'Front',
      gallery_images: ['/uploads/products/b.webp', '/uploads/products/c.webp'],
      gallery_alts: ['Side view', ''],
      description_blocks: [{ type: 'html', html: '<p>Silky</p>' }],
      description_html: null,
      video_url: '/uploads/products/qc-1a2b3c4d5e6f.mp4',
      video_poster_url: null,
      trade_terms: { lead_time: '3–5 working days', shipping: [], payment_terms: '', sample_policy: '' },
      in_stock: true,
      length: '12 inch',
      quality_grade: '',
      hair_material: '',
      card_note: 'USD per bundle',
      lace_size: '',
      bundle_grams: '100',
      textures: ['Straight'],
      colours: ['Natural Black', '1B'],
      tags: [],
    });
    expect(productBody({ ...values, description: '<p></p>' }).description_blocks).toEqual([]);
    // No primary image, no alt text for it.
    expect(productBody({ ...values, imageUrl: null }).image_alt).toBeNull();
    expect(productBody({ ...values, imageAlt: '   ' }).image_alt).toBeNull();
    // A poster goes with its video.
    expect(productBody({ ...values, video: { url: null, posterUrl: '/uploads/products/p.webp' } })).toMatchObject({ video_url: null, video_poster_url: null });
  });

  it('treats an editor without text or pictures as empty', () => {
    expect(isBlankHtml('<p> </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/uploads/x.webp"></p>')).toBe(false);
  });
});

describe('validateProductForm', () => {
  it('accepts a named product with sensible prices', () => {
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'Deep Wave', priceFrom: '10', priceTo: '10' })).toEqual({});
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'Deep Wave' })).toEqual({});
  });

  it("requires a name: 'Name is required'", () => {
    expect(validateProductForm({ ...NEW_PRODUCT, name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it('requires prices of at least 0, naming the field', () => {
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'A', priceFrom: '-1', priceTo: '-2' })).toEqual({
      priceFrom: 'Price From must be a number from 0 to 1,000,000',
      priceTo: 'Price To must be a number from 0 to 1,000,000',
    });
  });

  it('refuses alt texts longer than 300 characters', () => {
    const long = 'a'.repeat(301);
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'A', imageUrl: '/uploads/a.webp', imageAlt: long })).toEqual({ imageAlt: 'Alt text must be at most 300 characters' });
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'A', gallery: [{ url: '/uploads/b.webp', alt: long }] })).toEqual({ galleryAlts: 'Alt text must be at most 300 characters' });
  });

  it('refuses trade terms the server would refuse, under one field', () => {
    const tradeTerms = { lead_time: '', shipping: [{ method: '', regions: 'Europe' }], payment_terms: '', sample_policy: '' };
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'A', tradeTerms })).toEqual({ tradeTerms: 'Shipping method is required' });
  });

  it('refuses the facts the server would refuse, under their own fields', () => {
    const facts = (patch: Partial<typeof NEW_PRODUCT.facts>) => ({ ...NEW_PRODUCT, name: 'A', facts: { ...NEW_PRODUCT.facts, ...patch } });
    expect(validateProductForm(facts({ bundleGrams: '0' }))).toEqual({ bundleGrams: 'Bundle weight must be a whole number from 1 to 1000' });
    expect(validateProductForm(facts({ bundleGrams: '100', laceSize: '13x4' }))).toEqual({});
    expect(validateProductForm(facts({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }))).toEqual({ tags: 'Tags must have at most 20 entries' });
    expect(validateProductForm(facts({ colours: ['c'.repeat(61)] }))).toEqual({ colours: 'Colour must be at most 60 characters' });
    expect(validateProductForm(facts({ laceSize: 'l'.repeat(61) }))).toEqual({ laceSize: 'Lace size must be at most 60 characters' });
  });

  it('refuses a Price To below Price From', () => {
    expect(validateProductForm({ ...NEW_PRODUCT, name: 'A', priceFrom: '50', priceTo: '20' })).toEqual({
      priceTo: 'Price To must be greater than or equal to Price From',
    });
  });
});

describe('usesImage', () => {
  it('finds the file as the primary image, in the gallery, or as the video or its poster', () => {
    const values = { imageUrl: '/uploads/a.webp', gallery: [{ url: '/uploads/b.webp', alt: 'Side' }], video: { url: '/uploads/products/qc.mp4', posterUrl: '/uploads/products/p.webp' } };
    expect(usesImage(values, '/uploads/a.webp')).toBe(true);
    expect(usesImage(values, '/uploads/b.webp')).toBe(true);
    expect(usesImage(values, '/uploads/products/qc.mp4')).toBe(true);
    expect(usesImage(values, '/uploads/products/p.webp')).toBe(true);
    expect(usesImage(values, '/uploads/c.webp')).toBe(false);
  });
});

describe('moveItem', () => {
  it('moves one item to a new place, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the list as it is for a place outside it', () => {
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});
