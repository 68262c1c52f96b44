import { describe, expect, it } from 'vitest';
import { formatCoins, localeFromAcceptLanguage, MESSAGES, registerRequestSchema, translate, verifyQuerySchema } from '../index.ts';

describe('locale from Accept-Language', () => {
  it.each([
    [undefined, 'ru'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,en;q=0.5,ru;q=0.8', 'ru'],
    ['de, fr', 'ru'],
    ['EN', 'en'],
    ['ru;q=0, en;q=0.1', 'en'],
  ])('%s → %s', (header, locale) => expect(localeFromAcceptLanguage(header)).toBe(locale));
});

describe('messages', () => {
  it('has every message in Russian and English, and fills placeholders', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(text.ru, code).toMatch(/\S/);
      expect(text.en, code).toMatch(/\S/);
      expect(text.ru, code).not.toBe(text.en);
    }
    expect(translate('bet_too_small', 'en', { min: '1,00' })).toBe('The minimum bet is 1,00');
  });
});

describe('formatCoins', () => {
  it('uses a space as thousands separator and two decimals', () => {
    expect(formatCoins(123_456_789)).toBe('1 234 567,89');
    expect(formatCoins(5, 'en')).toBe('0.05');
    expect(formatCoins(-100_000)).toBe('-1 000,00');
  });
});

describe('registration schema', () => {
  const valid = { login: 'player_1', password: 'secret123', password_confirmation: 'secret123', agree: true };
  const codes = (value: unknown) => {
    const result = registerRequestSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('accepts a valid registration', () => expect(codes(valid)).toEqual([]));
  it.each([
    [{ login: '1abc' }, 'login:login_format'],
    [{ login: 'ab' }, 'login:login_format'],
    [{ password: 'short1', password_confirmation: 'short1' }, 'password:password_too_short'],
    [{ password: 'lettersonly', password_confirmation: 'lettersonly' }, 'password:password_weak'],
    [{ password: 'secret124' }, 'password_confirmation:password_mismatch'],
    [{ agree: false }, 'agree:agreement_required'],
    [{ login: 'Secret123', password: 'secret123', password_confirmation: 'secret123' }, 'password:password_is_login'],
  ])('refuses %o', (change, code) => expect(codes({ ...valid, ...change })).toContain(code));
});

describe('verify query', () => {
  const base = { game: 'dice', serverSeed: 'a', clientSeed: 'b', nonce: '3', chance: '49.5', side: 'less' };
  it('coerces query strings', () => expect(verifyQuerySchema.parse(base)).toMatchObject({ nonce: 3, chance: 49.5 }));
  it('treats an empty number as missing, not 0', () => {
    expect(verifyQuerySchema.safeParse({ ...base, nonce: '' }).success).toBe(false);
    expect(verifyQuerySchema.safeParse({ ...base, chance: '' }).success).toBe(false);
  });
  it('parses Popit picks from a comma list and refuses duplicates', () => {
    const popit = { game: 'popit', serverSeed: 'a', clientSeed: 'b', nonce: '0', risk: 'low' };
    expect(verifyQuerySchema.parse({ ...popit, picks: '3,17,22' })).toMatchObject({ picks: [3, 17, 22] });
    expect(verifyQuerySchema.safeParse({ ...popit, picks: '3,3' }).success).toBe(false);
    expect(verifyQuerySchema.safeParse({ ...popit, picks: '40' }).success).toBe(false);
  });
});
