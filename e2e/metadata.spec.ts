import { expect, test } from './support/fixtures.ts';

/** Spec §1 metadata, checked in the HTML the server sends (no JavaScript involved). */
const PAGES = [
  { path: '/', lang: 'ru', alt: '/en', title: /Azart/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en', lang: 'en', alt: '/', title: /Azart/, og: 'en_US', ogAlt: 'ru_RU' },
  { path: '/dice', lang: 'ru', alt: '/en/dice', title: /^Dice — .*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/dice', lang: 'en', alt: '/dice', title: /^Dice: .*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  { path: '/fairness', lang: 'ru', alt: '/en/fairness', title: /Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  // The round games (issue 12).
  { path: '/x100', lang: 'ru', alt: '/en/x100', title: /^x100 — .*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/x100', lang: 'en', alt: '/x100', title: /^x100: .*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  { path: '/megawheel', lang: 'ru', alt: '/en/megawheel', title: /^Mega Wheel — .*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/megawheel', lang: 'en', alt: '/megawheel', title: /^Mega Wheel: .*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  { path: '/crazytime', lang: 'ru', alt: '/en/crazytime', title: /^Crazy Time — .*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/crazytime', lang: 'en', alt: '/crazytime', title: /^Crazy Time: .*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  // The player policies (issue 23).
  { path: '/aml-policy', lang: 'ru', alt: '/en/aml-policy', title: /^Политика AML.*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/aml-policy', lang: 'en', alt: '/aml-policy', title: /^AML policy.*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  { path: '/kyc', lang: 'ru', alt: '/en/kyc', title: /^Политика KYC.*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/kyc', lang: 'en', alt: '/kyc', title: /^KYC policy.*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  { path: '/responsible-gambling', lang: 'ru', alt: '/en/responsible-gambling', title: /^Ответственная игра.*\| Azart$/, og: 'ru_RU', ogAlt: 'en_US' },
  { path: '/en/responsible-gambling', lang: 'en', alt: '/responsible-gambling', title: /^Responsible gambling.*\| Azart$/, og: 'en_US', ogAlt: 'ru_RU' },
  // Social sign-in's landing page (issue 23 item 2): 200 in both languages, even with nothing to finish.
  { path: '/auth/social', lang: 'ru', alt: '/en/auth/social', title: /^Вход через ВКонтакте или Telegram \| Azart$/, og: 'ru_RU', ogAlt: 'en_US', robots: 'noindex, nofollow' },
  { path: '/en/auth/social', lang: 'en', alt: '/auth/social', title: /^Sign in with VK or Telegram \| Azart$/, og: 'en_US', ogAlt: 'ru_RU', robots: 'noindex, nofollow' },
] as const;

function attr(html: string, tag: RegExp): string | undefined {
  return html.match(tag)?.[1];
}

for (const page of PAGES) {
  test(`metadata of ${page.path}`, async ({ request, baseURL }) => {
    const response = await request.get(page.path, { headers: { cookie: `i18n_redirected=${page.lang}` }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const origin = new URL(baseURL!).origin;
    const url = (p: string) => `${origin}${p === '/' ? '/' : p}`;
    const ruPath = page.lang === 'ru' ? page.path : page.alt;
    const enPath = page.lang === 'en' ? page.path : page.alt;

    expect(attr(html, /<html[^>]*\slang="([^"]+)"/)).toBe(page.lang);
    expect(html).toMatch(/<meta charSet="utf-8"\/>/i);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1[^"]*"\/>/);
    expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe('robots' in page ? page.robots : 'index, follow');
    expect(attr(html, /<meta http-equiv="content-language" content="([^"]+)"/)).toBe(page.lang);
    expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toMatch(page.lang === 'ru' ? /казино/ : /casino/);
    expect(attr(html, /<meta name="author" content="([^"]+)"/)).toBe('Azart');
    expect(html).toMatch(/<link[^>]*rel="icon"[^>]*type="image\/png"[^>]*href="\/favicon.png"/);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toMatch(page.title);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(url(page.path));
    expect(attr(html, /<link rel="alternate" hrefLang="ru" href="([^"]+)"/i)).toBe(url(ruPath));
    expect(attr(html, /<link rel="alternate" hrefLang="en" href="([^"]+)"/i)).toBe(url(enPath));
    expect(attr(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/i)).toBe(url(ruPath));
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(page.og);
    expect(attr(html, /<meta property="og:locale:alternate" content="([^"]+)"/)).toBe(page.ogAlt);
  });
}

test('every game page has its own title and description', async ({ request }) => {
  const get = async (path: string) => {
    const html = await (await request.get(path, { headers: { cookie: 'i18n_redirected=ru' } })).text();
    return { title: attr(html, /<title>([^<]+)<\/title>/), description: attr(html, /<meta name="description" content="([^"]+)"/) };
  };
  const home = await get('/');
  const dice = await get('/dice');
  expect(dice.title).not.toBe(home.title);
  expect(dice.description).not.toBe(home.description);
});

test('the favicon is a PNG', async ({ request }) => {
  const response = await request.get('/favicon.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});
