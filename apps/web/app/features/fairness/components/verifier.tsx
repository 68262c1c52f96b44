import { useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DiceSide } from '@azart/contracts';
import { verifyOutcome, type VerifyResult } from '@azart/fairness';
import { message } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoefficient, formatInteger } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { verifyOnServer, type ServerVerify } from '../api/fairness.ts';
import { GameVerifier, VerifierTabs, verifierGameOf } from './game-verifier.tsx';
import { SeedFields } from './seed-fields.tsx';
import { VerifierChecks } from './verifier-checks.tsx';
import { localDecimal, nonceProblem, readChance } from '../verifier-input.ts';

type Input = { serverSeed: string; clientSeed: string; nonce: string; chance: string; side: DiceSide; serverSeedHash: string };
type DiceResult = Extract<VerifyResult, { game: 'dice' }>;

function readInput(params: URLSearchParams): Input {
  return {
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    chance: params.get('chance') ?? '49.5',
    side: params.get('side') === 'more' ? 'more' : 'less',
    serverSeedHash: params.get('serverSeedHash') ?? '',
  };
}

/** The chance of a valid input, in basis points (crossCheck runs only once compute() found no problem). */
function chanceBpOf(input: Input): number {
  const chance = readChance(input.chance);
  return 'bp' in chance ? chance.bp : 0;
}

/**
 * Same maths as the server, from packages/fairness: the result is computed
 * during render (server and browser). A bad parameter gives a message in the
 * page's language, never the library's English exception text.
 */
function compute(input: Input): { result: DiceResult | null; error: string | null } {
  if (!input.serverSeed || !input.clientSeed) return { result: null, error: null };
  const badNonce = nonceProblem(input.nonce);
  if (badNonce) return { result: null, error: message(badNonce) };
  const chance = readChance(input.chance);
  if ('problem' in chance) return { result: null, error: message(chance.problem) };
  try {
    const result = verifyOutcome({ game: 'dice', serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: Number(input.nonce), chanceBp: chance.bp, side: input.side });
    return { result: result as DiceResult, error: null };
  } catch {
    return { result: null, error: message('seed_invalid') };
  }
}

/** The /fairness page's checker for every own game: a GET form, so a check is a shareable URL. */
export function Verifier() {
  const [params] = useSearchParams();
  const game = verifierGameOf(params);
  return (
    <>
      <VerifierTabs current={game} />
      {game === 'dice' ? <DiceVerifier /> : <GameVerifier game={game} />}
    </>
  );
}

function DiceVerifier() {
  const { t } = useTranslation('fairness');
  const locale = useLocale();
  const [params] = useSearchParams();
  const input = readInput(params);
  const { result, error } = compute(input);
  const [server, setServer] = useState<{ key: string; value: ServerVerify } | null>(null);
  const key = params.toString();

  async function crossCheck() {
    if (!result) return;
    try {
      const value = await verifyOnServer({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: Number(input.nonce), chance: chanceBpOf(input) / 100, side: input.side });
      setServer({ key, value });
    } catch {
      // shown by the API layer
    }
  }

  const serverResult = server?.key === key ? server.value : null;

  return (
    <div className="verifier">
      <Form method="get" replace preventScrollReset className="card verifier__form" data-testid="verifier-form">
        <SeedFields serverSeed={input.serverSeed} serverSeedHash={input.serverSeedHash} clientSeed={input.clientSeed} />
        <div className="form-grid">
          <div className="field">
            <label className="field__label" htmlFor="v-nonce">{t('nonce')}</label>
            <input id="v-nonce" name="nonce" className="input" inputMode="numeric" defaultValue={input.nonce} key={`n-${input.nonce}`} required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="v-chance">{t('chance')}</label>
            <input id="v-chance" name="chance" className="input" inputMode="decimal" defaultValue={localDecimal(input.chance, locale)} key={`p-${input.chance}`} required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="v-side">{t('side')}</label>
            <select id="v-side" name="side" className="input" defaultValue={input.side} key={`d-${input.side}`}>
              <option value="less">{t('sideLess')}</option>
              <option value="more">{t('sideMore')}</option>
            </select>
          </div>
        </div>
        <button type="submit" className="button button--primary button--block" data-testid="verifier-submit">{t('calculate')}</button>
      </Form>

      <section className="card verifier__result" aria-live="polite" data-testid="verifier-result">
        <h2 className="card__title"><IconShield /> {t('computed')}</h2>
        {error && <p className="field__error">{t('invalid', { message: error })}</p>}
        {!result && !error && <p className="muted">{t('verifierLead')}</p>}
        {result && (
          <>
            <div className={`verifier__number ${result.won ? 'text-win' : 'text-loss'}`} data-testid="verifier-number" data-value={result.number}>
              {formatInteger(result.number)}
            </div>
            <dl className="facts">
              <div><dt>{t('outcome')}</dt><dd className={result.won ? 'text-win' : 'text-loss'} data-testid="verifier-outcome">{result.won ? t('outcomeWin') : t('outcomeLoss')}</dd></div>
              <div><dt>{t('coefficient')}</dt><dd>×{formatCoefficient(result.coefficient, locale)}</dd></div>
              <div><dt>{t('range')}</dt><dd>{formatInteger(result.range.from)} – {formatInteger(result.range.to)}</dd></div>
            </dl>
            <VerifierChecks
              computedHash={result.serverSeedHash}
              expectedHash={input.serverSeedHash}
              onServerCheck={crossCheck}
              serverAgrees={serverResult ? serverResult.number === result.number && serverResult.win === result.won : null}
              disagreement={serverResult ? t('serverDisagrees', { number: formatInteger(serverResult.number) }) : null}
            />
          </>
        )}
        <details className="verifier__how">
          <summary>{t('howItWorks')}</summary>
          <p>{t('howItWorksSteps')}</p>
        </details>
      </section>
    </div>
  );
}
