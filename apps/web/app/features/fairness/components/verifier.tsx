import '../fairness.css';
import { Suspense, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { BONUS_DRAW_IDS, isBonusDrawId, type GameSpec } from '@azart/fairness';
import { api, type ApiQuery } from '~/shared/api/client.ts';
import type { WebGames } from '~/shared/game/registry.ts';
import { useGameNames, useGameText } from '~/shared/game/texts.ts';
import type { AnyWebGame, VerifierField } from '~/shared/game/web-game.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import type { Locale } from '~/shared/locale.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { useGameFairness } from '../game-fairness.ts';
import { expectedAnswer, readInputs, sameValue, selectOptions, verify, verifierGameOf, verifyQueryOf, type Verification } from '../verifier-query.ts';
import { DrawVerifier } from './draw-verifier.tsx';
import { SeedFields } from './seed-fields.tsx';
import { VerifierChecks } from './verifier-checks.tsx';

type Specs = Readonly<Record<string, GameSpec | undefined>>;

/** The /fairness page's checker for every registered game and the bonus draws: a GET form, so a check is a shareable URL. */
export function Verifier({ games, specs }: { games: WebGames; specs: Specs }) {
  const [params] = useSearchParams();
  const draw = params.get('game');
  if (isBonusDrawId(draw)) {
    return (
      <>
        <VerifierTabs games={games} current={draw} />
        <DrawVerifier key={draw} draw={draw} />
      </>
    );
  }
  const game = verifierGameOf(games, params);
  const spec = specs[game.id];
  if (!spec) throw new Error(`no spec for the game ${game.id}`);
  return (
    <>
      <VerifierTabs games={games} current={game.id} />
      <GameVerifier key={game.id} game={game} spec={spec} />
    </>
  );
}

/** The game switch (then the bonus draws, checked the same way from seeds): each form is its own shareable URL. */
export function VerifierTabs({ games, current }: { games: WebGames; current: string }) {
  const { t } = useTranslation('fairness');
  const paths = usePaths();
  const name = useGameNames();
  return (
    <nav className="segmented segmented--wrap verifier__tabs" aria-label={t('games')} data-testid="verifier-games">
      {games.map((game) => (
        <Link
          key={game.id}
          to={{ pathname: paths.fairness(), search: `?game=${game.id}` }}
          className={`segmented__item${current === game.id ? ' is-active' : ''}`}
          aria-current={current === game.id ? 'page' : undefined}
          replace
          preventScrollReset
          data-testid={`verifier-game-${game.id}`}
        >
          {name(game.id)}
        </Link>
      ))}
      {BONUS_DRAW_IDS.map((id) => (
        <Link
          key={id}
          to={{ pathname: paths.fairness(), search: `?game=${id}` }}
          className={`segmented__item${current === id ? ' is-active' : ''}`}
          aria-current={current === id ? 'page' : undefined}
          replace
          preventScrollReset
          data-testid={`verifier-game-${id}`}
        >
          {t(`draws.tabs.${id}`)}
        </Link>
      ))}
    </nav>
  );
}

/** A decimal from the URL ("33.3") as the page's language writes it ("33,3" in Russian). */
function localDecimal(text: string, locale: Locale): string {
  return locale === 'ru' && /^\d+\.\d+$/.test(text) ? text.replace('.', ',') : text;
}

function GameVerifier({ game, spec }: { game: AnyWebGame; spec: GameSpec }) {
  const { t } = useTranslation('fairness');
  const text = useGameText(game.id);
  const locale = useLocale();
  const [params] = useSearchParams();
  const inputs = readInputs(game, params, (name) => selectOptions(spec, name));
  const query = verifyQueryOf(game, inputs);
  const verification = verify(spec, query, locale);
  const key = params.toString();
  const [server, setServer] = useState<{ key: string; agrees: boolean } | null>(null);

  async function crossCheck() {
    if (verification.state !== 'done') return;
    try {
      // The server verifies at the game's house edge now: compare with the same maths at that edge.
      const [answer, limits] = await Promise.all([
        // Checked by the game's own verify query schema above, as the server will.
        api.get('/api/fairness/verify', { query: query as ApiQuery<'GET', '/api/fairness/verify'>, auth: false }),
        api.get('/api/games/limits', { auth: false, silent: true }).catch(() => null),
      ]);
      const edge = limits?.games[game.id as keyof typeof limits.games]?.edge;
      const edgeBp = edge === undefined ? spec.defaultEdgeBp : Math.round(edge * 100);
      setServer({ key, agrees: sameValue(answer, expectedAnswer(spec, verification, edgeBp)) });
    } catch {
      // shown by the API layer
    }
  }
  const serverResult = server?.key === key ? server : null;

  return (
    <div className="verifier">
      <Form method="get" replace preventScrollReset className="card verifier__form" data-testid="verifier-form">
        <input type="hidden" name="game" value={game.id} />
        <SeedFields serverSeed={inputs.serverSeed} serverSeedHash={inputs.serverSeedHash} clientSeed={inputs.clientSeed} />
        <div className="form-grid">
          <div className="field">
            <label className="field__label" htmlFor="v-nonce">{t('nonce')}</label>
            <input id="v-nonce" name="nonce" className="input" inputMode="numeric" defaultValue={inputs.nonce} key={`n-${inputs.nonce}`} required />
          </div>
          {Object.entries(game.verifyFields as Record<string, VerifierField>).map(([name, field]) => (
            <VerifierFieldInput key={name} name={name} field={field} value={inputs.fields[name] ?? ''} options={selectOptions(spec, name)} game={game} />
          ))}
        </div>
        <button type="submit" className="button button--primary button--block" data-testid="verifier-submit">{t('calculate')}</button>
      </Form>

      <section className="card verifier__result" aria-live="polite" data-testid="verifier-result">
        <h2 className="card__title"><IconShield /> {t('computed')} · {text('name')}</h2>
        {verification.state === 'invalid' && <p className="field__error">{t('invalid', { message: verification.message })}</p>}
        {verification.state === 'empty' && <p className="muted">{t('verifierLeadGames')}</p>}
        {verification.state === 'done' && (
          <>
            <Suspense fallback={<p className="muted">{t('loading')}</p>}>
              <VerifiedOutcome game={game} verification={verification} />
            </Suspense>
            <VerifierChecks
              computedHash={verification.result.serverSeedHash}
              expectedHash={inputs.serverSeedHash}
              onServerCheck={crossCheck}
              serverAgrees={serverResult ? serverResult.agrees : null}
              disagreement={t('serverDiffers')}
            />
          </>
        )}
        <details className="verifier__how">
          <summary>{t('howItWorks')}</summary>
          <p>{t('howItWorksBytes')} {text('verify.how')}</p>
        </details>
      </section>
    </div>
  );
}

/** One of the game's verify parameters as a form field (its label and, for a select, its values' names from the game's texts). */
function VerifierFieldInput({ game, name, field, value, options }: { game: AnyWebGame; name: string; field: VerifierField; value: string; options: readonly string[] | null }) {
  const text = useGameText(game.id);
  const locale = useLocale();
  const id = `v-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{text(`verify.fields.${name}`)}</label>
      {field.input === 'select' && options ? (
        <select id={id} name={name} className="input" defaultValue={value} key={`${name}-${value}`}>
          {options.map((option) => <option key={option} value={option}>{text(`verify.options.${name}.${option}`)}</option>)}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          className="input"
          inputMode={field.input === 'integer' ? 'numeric' : field.input === 'decimal' ? 'decimal' : undefined}
          defaultValue={field.input === 'decimal' ? localDecimal(value, locale) : value}
          key={`${name}-${value}`}
          required
        />
      )}
    </div>
  );
}

function VerifiedOutcome({ game, verification }: { game: AnyWebGame; verification: Extract<Verification, { state: 'done' }> }) {
  const { VerifiedOutcome: View } = useGameFairness(game);
  return <View result={verification.result} query={verification.parsed} />;
}

