import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REAL_PROVIDERS } from '../config.ts';

// Issue 20 item 1: a production deployment without its payment provider served the sandbox cashier, whose
// unauthenticated checkout page credited real balance. Production must refuse every sandbox unless told otherwise.
const dataDir = mkdtempSync(path.join(tmpdir(), 'azart-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: 'postgres://azart@db.example/azart',
  JWT_SECRET: 'config-test-secret-config-test-secret-1',
  PAYMENTS_DATA_KEY: 'config-test-payments-data-key-0123456789',
};
const realProviders = {
  PAYMENTS_PROVIDER_URL: 'https://pay.example.com/api/v1',
  PAYMENTS_API_KEY: 'payments-api-key-0123456789',
  PAYMENTS_WEBHOOK_SECRET: 'payments-webhook-secret-0123456789',
  SOCIAL_PROVIDER_URL: 'https://social.example.com/api/v1',
  SOCIAL_API_KEY: 'social-api-key-0123456789',
  SOCIAL_VK_OIDC_ISSUER: 'https://id.vk.example',
  SOCIAL_VK_OIDC_CLIENT_ID: 'azart',
  SOCIAL_VK_OIDC_CLIENT_SECRET: 'vk-client-secret-0123456789',
  SOCIAL_TG_OIDC_ISSUER: 'https://oauth.telegram.example',
  SOCIAL_TG_OIDC_CLIENT_ID: 'azart',
  SOCIAL_TG_OIDC_CLIENT_SECRET: 'tg-client-secret-0123456789',
};

describe('production and the sandbox providers', () => {
  it('refuses to start without each real provider, naming the variable to set', () => {
    for (const provider of REAL_PROVIDERS) {
      const env: Record<string, string> = { ...production, ...realProviders };
      delete env[provider.urlVariable];
      expect(() => loadConfig(env), provider.name).toThrow(ConfigError);
      expect(() => loadConfig(env), provider.name).toThrow(new RegExp(`${provider.urlVariable}.*SANDBOX_IN_PRODUCTION=true`));
    }
  });

  it('refuses the sandbox in production on the embedded database too (no DATABASE_URL)', () => {
    const env: Record<string, string> = { ...production, ...realProviders };
    delete env.DATABASE_URL;
    delete env.PAYMENTS_PROVIDER_URL;
    expect(() => loadConfig(env)).toThrow(/PAYMENTS_PROVIDER_URL/);
  });

  it('starts with every real provider, and is then no demo', () => {
    const config = loadConfig({ ...production, ...realProviders });
    expect(config.sandboxed).toEqual([]);
    expect(config.demoDeployment).toBe(false);
    // Social sign-in talks to the configured issuers (decision 032), not to the sandbox's.
    expect(config.social.oidc.vk).toEqual({ issuer: 'https://id.vk.example', clientId: 'azart', clientSecret: 'vk-client-secret-0123456789', sandbox: false });
    expect(config.social.oidc.tg.sandbox).toBe(false);
  });

  it('wants the client id and secret with an issuer, and an issuer over https', () => {
    const withoutSecret: Record<string, string> = { ...production, ...realProviders };
    delete withoutSecret.SOCIAL_TG_OIDC_CLIENT_SECRET;
    expect(() => loadConfig(withoutSecret)).toThrow(/SOCIAL_TG_OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...production, ...realProviders, SOCIAL_VK_OIDC_ISSUER: 'http://id.vk.example' })).toThrow(/SOCIAL_VK_OIDC_ISSUER/);
  });

  it('runs on sandboxes with SANDBOX_IN_PRODUCTION=true, as a demo deployment', () => {
    const config = loadConfig({ ...production, SANDBOX_IN_PRODUCTION: 'true' });
    expect(config.sandboxed.map((p) => p.name)).toEqual(['payments', 'social', 'vk-sign-in', 'tg-sign-in']);
    expect(config.demoDeployment).toBe(true);
  });

  it('keeps sandboxes outside production without any opt-in, and no banner there', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(config.sandboxed).toHaveLength(REAL_PROVIDERS.length);
    expect(config.demoDeployment).toBe(false);
  });

  it('the server process exits with a clear message when started so', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...production, ...realProviders };
    delete env.PAYMENTS_PROVIDER_URL;
    const run = spawnSync(process.execPath, [main], { env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start in production on sandbox providers: set PAYMENTS_PROVIDER_URL (payments)');
  });
});
