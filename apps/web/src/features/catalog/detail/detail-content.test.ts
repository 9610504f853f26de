import { describe, expect, it } from 'vitest';
import { PRODUCT_DETAIL_DEFAULTS, readProduct } from '@hair/domain';
import { detailContent } from './detail-content';

const read = (raw: unknown) => readProduct(raw, { apiOrigin: 'https://shop.test' });

describe('detailContent', () => {
  it("prefers the product's own values", () => {
    const product = read({ name: 'A', length: '12 inches', quality_grade: 'Single Drawn', hair_material: 'Raw hair', card_note: 'USD per piece', howto: '<p>Call us</p>' });
    const defaults = read({ length: '8 to 30 inches', qualityGrade: 'Double', howto_blocks: [{ type: 'html', html: '<p>Configured</p>' }] });
    expect(detailContent(product, defaults)).toMatchObject({
      length: '12 inches',
      qualityGrade: 'Single Drawn',
      hairMaterial: 'Raw hair',
      cardNote: 'USD per piece',
      howto: '<p>Call us</p>',
    });
  });

  it('falls back to the configured defaults (blocks first, then the legacy text), then to the built-in defaults', () => {
    const defaults = read({
      length: '10 to 24 inches',
      warranty_blocks: [{ type: 'markdown', markdown: '30 days' }],
      qa: 'Ask us anything',
    });
    const content = detailContent(read({ name: 'A' }), defaults);
    expect(content).toMatchObject({ length: '10 to 24 inches', warranty: '<p>30 days</p>', qa: '<p>Ask us anything</p>' });
    expect(content.qualityGrade).toBe(PRODUCT_DETAIL_DEFAULTS.qualityGrade);
    expect(content.cardNote).toBe('USD per bundle');
    expect(detailContent(read({ name: 'A' }), null)).toEqual({
      length: PRODUCT_DETAIL_DEFAULTS.length,
      qualityGrade: PRODUCT_DETAIL_DEFAULTS.qualityGrade,
      hairMaterial: PRODUCT_DETAIL_DEFAULTS.hairMaterial,
      cardNote: PRODUCT_DETAIL_DEFAULTS.cardNote,
      howto: PRODUCT_DETAIL_DEFAULTS.howto,
      warranty: PRODUCT_DETAIL_DEFAULTS.warranty,
      qa: PRODUCT_DETAIL_DEFAULTS.qa,
    });
  });
});
