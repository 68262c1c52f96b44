import { useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { isMessageCode, translate } from '@azart/contracts';
import { freeCoinsVerifyQuerySchema, statusSpinVerifyQuerySchema, verifyBonusDraw, wheelVerifyQuerySchema, type BonusDrawId, type BonusDrawVerifyQuery, type BonusDrawVerifyResponse } from '@azart/fairness';
import { api, type ApiQuery } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatDecimal } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { sameValue } from '../verifier-query.ts';
import { SeedFields } from './seed-fields.tsx';
import { VerifierChecks } from './verifier-checks.tsx';

const SCHEMAS = { wheel: wheelVerifyQuerySchema, free_coins: freeCoinsVerifyQuerySchema, status_spin: statusSpinVerifyQuerySchema } as const;

type Check = { state: 'empty' } | { state: 'invalid'; message: string } | { state: 'done'; result: BonusDrawVerifyResponse };

/**
 * The /fairness check of a bonus draw (the daily wheel, a free-coins claim, a status spin):
 * like a game's, a GET form (a check is a shareable URL) recomputed in the
 * browser with the same code the server ran (packages/fairness/src/bonus),
 * then the seed hash and a cross-check with GET /api/fairness/verify.
 */
export function DrawVerifier({ draw }: { draw: BonusDrawId }) {
  const { t } = useTranslation('fairness');
  const locale = useLocale();
  const [params] = useSearchParams();
  const inputs = {
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('serverSeedHash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: (params.get('nonce') ?? '0').trim(),
    min: (params.get('min') ?? '1').trim(),
    max: (params.get('max') ?? '10').trim(),
  };
  const query: Record<string, string> = { game: draw, serverSeed: inputs.serverSeed, clientSeed: inputs.clientSeed, nonce: inputs.nonce, ...(draw === 'free_coins' ? { min: inputs.min, max: inputs.max } : {}) };
  const check = compute(draw, query, locale);
  const key = params.toString();
  const [server, setServer] = useState<{ key: string; agrees: boolean } | null>(null);

  async function crossCheck() {
    if (check.state !== 'done') return;
    try {
      // The query was checked above with the schema the server parses it with.
      const answer = await api.get('/api/fairness/verify', { query: query as ApiQuery<'GET', '/api/fairness/verify'>, auth: false });
      setServer({ key, agrees: sameValue(answer, check.result) });
    } catch {
      // shown by the API layer
    }
  }
  const serverResult = server?.key === key ? server : null;
  const x = (hundredths: number) => formatDecimal(hundredths / 100, hundredths % 100 === 0 ? 0 : hundredths % 10 === 0 ? 1 : 2, locale);

  return (
    <div className="verifier">
      <Form method="get" replace preventScrollReset className="card verifier__form" data-testid="verifier-form">
        <input type="hidden" name="game" value={draw} />
        <p className="muted">{t('draws.lead')}</p>
        <SeedFields serverSeed={inputs.serverSeed} serverSeedHash={inputs.serverSeedHash} clientSeed={inputs.clientSeed} />
        <div className="form-grid">
          <div className="field">
            <label className="field__label" htmlFor="v-nonce">{t('nonce')}</label>
            <input id="v-nonce" name="nonce" className="input" inputMode="numeric" defaultValue={inputs.nonce} key={`n-${inputs.nonce}`} required />
          </div>
          {draw === 'free_coins' && (
            <>
              <div className="field">
                <label className="field__label" htmlFor="v-min">{t('draws.min')}</label>
                <input id="v-min" name="min" className="input" inputMode="numeric" defaultValue={inputs.min} key={`min-${inputs.min}`} required />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="v-max">{t('draws.max')}</label>
                <input id="v-max" name="max" className="input" inputMode="numeric" defaultValue={inputs.max} key={`max-${inputs.max}`} required />
              </div>
            </>
          )}
        </div>
        <button type="submit" className="button button--primary button--block" data-testid="verifier-submit">{t('calculate')}</button>
      </Form>

      <section className="card verifier__result" aria-live="polite" data-testid="verifier-result">
        <h2 className="card__title"><IconShield /> {t('computed')} · {t(`draws.${draw}`)}</h2>
        {check.state === 'invalid' && <p className="field__error">{t('invalid', { message: check.message })}</p>}
        {check.state === 'empty' && <p className="muted">{t('verifierLeadGames')}</p>}
        {check.state === 'done' && (
          <>
            <dl className="facts" data-testid="draw-verified">
              {check.result.game === 'wheel' ? (
                <>
                  <div><dt>{t('draws.segment')}</dt><dd data-testid="draw-segment">{check.result.segment}</dd></div>
                  <div><dt>{t('draws.multiplier')}</dt><dd className="text-win" data-testid="draw-x">{`×${x(check.result.x)}`}</dd></div>
                </>
              ) : check.result.game === 'status_spin' ? (
                <div><dt>{t('draws.multiplier')}</dt><dd className="text-win" data-testid="draw-x">{`×${x(check.result.x)}`}</dd></div>
              ) : (
                <div><dt>{t('draws.coins')}</dt><dd className="text-win" data-testid="draw-coins">{check.result.coins}</dd></div>
              )}
              <div><dt>{t('nonce')}</dt><dd className="mono">{check.result.nonce}</dd></div>
            </dl>
            <VerifierChecks
              computedHash={check.result.serverSeedHash}
              expectedHash={inputs.serverSeedHash}
              onServerCheck={() => void crossCheck()}
              serverAgrees={serverResult ? serverResult.agrees : null}
              disagreement={t('serverDiffers')}
            />
          </>
        )}
        <details className="verifier__how">
          <summary>{t('howItWorks')}</summary>
          <p>{t('howItWorksBytes')} {t(draw === 'wheel' ? 'draws.howWheel' : draw === 'status_spin' ? 'draws.howStatusSpin' : 'draws.howFreeCoins')}</p>
        </details>
      </section>
    </div>
  );
}

/** The draw recomputed from the URL's query with its verify schema; a bad parameter is told in the page's language. */
export function compute(draw: BonusDrawId, query: Record<string, string>, locale: 'ru' | 'en'): Check {
  if (!query.serverSeed || !query.clientSeed) return { state: 'empty' };
  const parsed = SCHEMAS[draw].safeParse(query);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message ?? 'invalid_value';
    return { state: 'invalid', message: translate(isMessageCode(code) ? code : 'invalid_value', locale) };
  }
  try {
    return { state: 'done', result: verifyBonusDraw(parsed.data as BonusDrawVerifyQuery) };
  } catch {
    return { state: 'invalid', message: translate('seed_invalid', locale) };
  }
}
