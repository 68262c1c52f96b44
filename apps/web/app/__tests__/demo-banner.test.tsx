import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DemoBanner } from '~/layout/demo-banner.tsx';
import { loader } from '~/root.tsx';

/** Issue 20 item 1: a production server running on sandboxes by SANDBOX_IN_PRODUCTION=true says so on every page. */
describe('the demo deployment banner', () => {
  const load = (demoDeployment: boolean) =>
    loader({ request: new Request('http://localhost/dice'), context: { demoDeployment, cspNonce: '', api: async () => new Response() }, params: {} } as unknown as Parameters<typeof loader>[0]);

  it('is asked for by the root loader exactly when the server runs as a demo', async () => {
    expect(((await load(true)) as unknown as { data: { demo: boolean } }).data.demo).toBe(true);
    expect(((await load(false)) as unknown as { data: { demo: boolean } }).data.demo).toBe(false);
  });

  it('speaks Russian and English, as a landmark of its own', () => {
    const ru = renderToStaticMarkup(<DemoBanner locale="ru" />);
    const en = renderToStaticMarkup(<DemoBanner locale="en" />);
    expect(ru).toContain('Демо-версия');
    expect(ru).toMatch(/^<aside aria-label="Демо-версия"/);
    expect(en).toContain('no real money');
  });
});
