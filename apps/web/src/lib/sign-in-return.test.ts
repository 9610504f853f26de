import { describe, expect, it } from 'vitest';
import { parseSignInSearch, returnPathAfterSignIn, signInHref } from './sign-in-return';

describe('the return after sign-in', () => {
  it('keeps a path of this site in ?redirect=', () => {
    expect(signInHref('/quote')).toBe('/auth?redirect=%2Fquote');
    expect(signInHref('/products/hair-weave?length=22')).toBe('/auth?redirect=%2Fproducts%2Fhair-weave%3Flength%3D22');
    expect(parseSignInSearch({ redirect: '/quote' })).toEqual({ redirect: '/quote' });
    expect(returnPathAfterSignIn({ redirect: '/quote' })).toBe('/quote');
  });

  it('drops another host, the account pages and home: sign-in then goes home', () => {
    for (const redirect of ['//evil.example', 'https://evil.example/quote', '/\\evil.example', '/auth', '/login?redirect=/quote', '/reset-password?token=x', '/', 42, undefined]) {
      expect(parseSignInSearch({ redirect })).toEqual({});
      expect(returnPathAfterSignIn(parseSignInSearch({ redirect }))).toBe('/');
    }
    expect(signInHref('/')).toBe('/auth');
    expect(signInHref('/auth?redirect=%2Fquote')).toBe('/auth');
  });
});
