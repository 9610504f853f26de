import { describe, expect, it } from 'vitest';
import { formTotals, quoteFormOf, quoteInputOf } from './quote-form';

const draft = {
  request_id: 'r1',
  currency: 'USD',
  lines: [
    { description: 'Body Wave 18" Double Drawn', quantity: 2, unit: 'kg' as const, unit_price: 450, amount: 900 },
    { description: 'Straight 18" sample', quantity: 1, unit: 'bundle' as const, unit_price: 44, amount: 44 },
  ],
  shipping_cost: 0,
  payment_terms: '30% deposit',
  valid_until: '2026-12-10',
  note: null,
};

describe('the quote form', () => {
  it('recomputes the amounts and totals as prices change, to the cent', () => {
    const form = quoteFormOf(draft, true);
    expect(formTotals(form)).toEqual({ amounts: [900, 44], subtotal: 944, total: 944 });
    form.lines[0]!.unit_price = '412.335';
    form.lines[1]!.quantity = '3';
    form.shipping_cost = '$85.5';
    expect(formTotals(form)).toEqual({ amounts: [824.67, 132], subtotal: 956.67, total: 1042.17 });
  });

  it('counts a field that is not a number as nothing on screen, and sends it for the server to name', () => {
    const form = quoteFormOf(draft, false);
    form.lines[1]!.unit_price = 'abc';
    expect(formTotals(form).subtotal).toBe(900);
    const input = quoteInputOf('r1', form);
    expect(input.lines[1]!.unit_price).toBeNaN();
    expect(input).toMatchObject({ request_id: 'r1', shipping_cost: 0, note: null, email_buyer: false, lines: [{ quantity: 2, unit: 'kg', unit_price: 450 }, { quantity: 1 }] });
  });

  it('starts a lead without lines (a contact message) with one empty line to fill in', () => {
    const form = quoteFormOf({ ...draft, lines: [] }, true);
    expect(form.lines).toEqual([{ description: '', quantity: '1', unit: 'bundle', unit_price: '0' }]);
    expect(formTotals(form)).toEqual({ amounts: [0], subtotal: 0, total: 0 });
  });
});
