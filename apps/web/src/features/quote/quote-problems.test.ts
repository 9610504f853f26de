import { describe, expect, it } from 'vitest';
import { sortProblems } from './quote-problems';

describe('sortProblems', () => {
  it('puts line problems under their line (each message once) and field problems under their field', () => {
    const sorted = sortProblems([
      { field: 'lines.0.quantity', message: 'Minimum order for Body Wave is 2 kg' },
      { field: 'lines.2.quantity', message: 'Minimum order for Body Wave is 2 kg' },
      { field: 'lines.0.quantity', message: 'Minimum order for Body Wave is 2 kg' },
      { field: 'lines.2', message: 'This product, length, texture and grade is listed twice' },
      { field: 'email', message: 'Give an e-mail address or a phone number' },
      { field: 'email', message: 'second' },
      { field: 'country', message: 'Unknown country: write its name or its two-letter code' },
    ]);
    expect([...sorted.lines.entries()]).toEqual([
      [0, ['Minimum order for Body Wave is 2 kg']],
      [2, ['Minimum order for Body Wave is 2 kg', 'This product, length, texture and grade is listed twice']],
    ]);
    expect(sorted.fields).toEqual({ email: 'Give an e-mail address or a phone number', country: 'Unknown country: write its name or its two-letter code' });
  });
});
