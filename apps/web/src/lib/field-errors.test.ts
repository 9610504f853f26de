import { describe, expect, it } from 'vitest';
import { firstMessageByField } from './field-errors';

describe('firstMessageByField', () => {
  const issues = [
    { path: ['email'], message: 'Invalid email address' },
    { path: ['email'], message: 'Too long' },
    { path: ['price_to'], message: 'price_to must be at least price_from' },
    { path: [], message: 'Whole form' },
    { path: [0], message: 'Array item' },
  ];

  it('keeps the first message of each field and skips issues without a field name', () => {
    expect(firstMessageByField(issues)).toEqual({ email: 'Invalid email address', price_to: 'price_to must be at least price_from' });
  });

  it('maps keys to form fields and leaves out the keys it does not name', () => {
    expect(firstMessageByField(issues, (key) => (key === 'price_to' ? 'priceTo' : undefined))).toEqual({ priceTo: 'price_to must be at least price_from' });
  });
});
