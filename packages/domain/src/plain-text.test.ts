import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text';
import { inquiryInputSchema, inquiryNoteInputSchema } from './schemas/inquiry';
import { reviewReplyInputSchema } from './schemas/review';

describe('toPlainText', () => {
  it('removes markup, keeps the text and line breaks, and trims', () => {
    expect(toPlainText('  <p>Thanks <b onclick="x()">Mai</b>!</p>\r\n<script>alert(1)</script>  ')).toBe('Thanks Mai!\nalert(1)');
  });

  it('keeps text that only looks like markup', () => {
    expect(toPlainText('We <3 you; 5 < 6 > 4')).toBe('We <3 you; 5 < 6 > 4');
  });

  it('shrinks runs of blank lines to one and drops trailing spaces', () => {
    expect(toPlainText('a   \n\n\n\nb\t\n')).toBe('a\n\nb');
  });
});

describe('replies and notes', () => {
  it('stores the plain text and refuses what is empty once markup is gone', () => {
    expect(reviewReplyInputSchema.parse({ id: 'r1', reply: '<i>Thank you</i>' })).toEqual({ id: 'r1', reply: 'Thank you' });
    expect(reviewReplyInputSchema.safeParse({ id: 'r1', reply: '<br/>' }).error?.issues[0]?.message).toBe('Reply is required');
    expect(inquiryNoteInputSchema.safeParse({ id: 'i1', body: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('Note must be at most 2000 characters');
  });
});

describe('an inquiry about a product', () => {
  it('reads the product under each spelling, and leaves a blank one out', () => {
    const base = { first_name: 'An', last_name: 'Le', email: 'an@example.com', phone: '0912345678' };
    for (const key of ['product_id', 'productId', 'product']) {
      expect(inquiryInputSchema.parse({ ...base, [key]: ' body-wave ' }).product_id).toBe('body-wave');
    }
    expect(inquiryInputSchema.parse({ ...base, product_id: '  ' }).product_id).toBeUndefined();
  });
});
