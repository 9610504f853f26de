import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, parseCountry } from './countries';

describe('countries', () => {
  it('lists the ISO codes once each, sorted by name', () => {
    expect(COUNTRIES.length).toBe(250);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(250);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.length > 0)).toBe(true);
    expect(COUNTRIES[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
  });

  it('reads a code in any case, a name with or without accents, and common other names', () => {
    expect(parseCountry('ng')).toBe('NG');
    expect(parseCountry(' Nigeria ')).toBe('NG');
    expect(parseCountry('cote d’ivoire')).toBe('CI');
    expect(parseCountry('Viet Nam')).toBe('VN');
    expect(parseCountry('USA')).toBe('US');
    expect(parseCountry('UK')).toBe('GB');
    expect(parseCountry('Trinidad & Tobago')).toBe('TT');
  });

  it('knows no made-up country', () => {
    expect(parseCountry('Atlantis')).toBeNull();
    expect(parseCountry('ZZ')).toBeNull();
    expect(parseCountry('')).toBeNull();
  });

  it('names a code, and keeps an unknown one as it is', () => {
    expect(countryName('us')).toBe('United States');
    expect(countryName('QQ')).toBe('QQ');
  });
});
