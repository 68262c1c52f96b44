import net from 'node:net';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 9, page side of the server (production build, real HTTP): odd
 * request targets and headers never get a 500, links never come from the
 * Host header, HTML goes out compressed.
 */

/** One raw HTTP exchange; resolves with what the server wrote before closing. */
function raw(baseURL: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 10_000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', () => socket.write(bytes));
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);
const header = (answer: string, name: string) => new RegExp(`\\r\\n${name}: ([^\\r\\n]*)`, 'i').exec(answer)?.[1];

test('GET //, /// and //host/ redirect to a path on this site, never to another host', async ({ baseURL }) => {
  for (const [target, location] of [['//', '/'], ['///', '/'], ['//evil.example/', '/evil.example'], ['//evil.example/dice/', '/evil.example/dice']] as const) {
    const answer = await raw(baseURL!, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer), target).toBe(301);
    expect(header(answer, 'location'), target).toBe(location);
  }
});

test('HTTP/1.0 without a Host header and absolute-form targets get pages, not a 500', async ({ baseURL }) => {
  const noHost = await raw(baseURL!, 'GET /dice HTTP/1.0\r\n\r\n');
  expect(statusOf(noHost)).toBe(200);
  expect(noHost).toContain('<link rel="canonical" href="http://127.0.0.1:');
  const absolute = await raw(baseURL!, 'GET http://evil.example/faq HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
  expect(statusOf(absolute)).toBe(200);
  expect(absolute).not.toContain('evil.example/faq"');
});

test('canonical, alternate and og:url links come from the configured origin, not the Host header', async ({ request, baseURL }) => {
  const response = await request.get('/dice', { headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('evil.example.com');
  expect(html).toContain(`<link rel="canonical" href="${new URL(baseURL!).origin}/dice"`);
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="${new URL(baseURL!).origin}/dice"`));
});

test('a language cookie with a broken escape is tolerated', async ({ request }) => {
  const response = await request.get('/', { headers: { cookie: 'i18n_redirected=%zz' }, maxRedirects: 0 });
  expect([200, 302]).toContain(response.status());
});

test('page HTML is compressed for browsers that accept it', async ({ baseURL }) => {
  const answer = await raw(baseURL!, 'GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n');
  expect(statusOf(answer)).toBe(200);
  expect(header(answer, 'content-encoding')).toBe('br');
  expect(header(answer, 'content-type')).toMatch(/^text\/html/);
});
