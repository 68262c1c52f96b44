import { describe, expect, it } from 'vitest';
import { cookieValue, decodeOrKeep } from '../decode.ts';

describe('decoding text that comes from anyone', () => {
  it('decodes what it can and keeps what it cannot', () => {
    expect(decodeOrKeep('a%20b')).toBe('a b');
    expect(decodeOrKeep('%zz')).toBe('%zz');
    expect(decodeOrKeep('50%')).toBe('50%');
    expect(decodeOrKeep('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('reads one cookie from a header, broken escapes included', () => {
    const header = 'a=1; i18n_redirected=%zz; XSRF-TOKEN=x%3Dy; empty=';
    expect(cookieValue(header, 'i18n_redirected')).toBe('%zz');
    expect(cookieValue(header, 'XSRF-TOKEN')).toBe('x=y');
    expect(cookieValue(header, 'empty')).toBe('');
    expect(cookieValue(header, 'missing')).toBeUndefined();
    expect(cookieValue(null, 'a')).toBeUndefined();
  });
});
