import '~/features/originals/originals.css';
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOTLINE_LEVELS, POPIT_RISK_LEVELS, type HotlineLevel, type PopitRiskLevel } from '@azart/contracts';
import { verifyOutcome, type VerifyResult } from '@azart/fairness';
import { message } from '~/shared/api/client.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoefficient } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { verifyGameOnServer } from '../api/fairness.ts';
import { SeedFields } from './seed-fields.tsx';
import { VerifierChecks } from './verifier-checks.tsx';
import { HotlineBoardView, MinesBoardView, PopitBoardView } from './outcome-view.tsx';
import { localDecimal, minesProblem, nonceProblem, picksProblem, readTarget } from '../verifier-input.ts';

export const VERIFIER_GAMES = ['dice', 'mines', 'bubbles', 'hotline', 'popit'] as const;
export type VerifierGame = (typeof VERIFIER_GAMES)[number];
type OtherGame = Exclude<VerifierGame, 'dice'>;

export function verifierGameOf(params: URLSearchParams): VerifierGame {
  const game = params.get('game');
  return (VERIFIER_GAMES as readonly string[]).includes(game ?? '') ? (game as VerifierGame) : 'dice';
}

/** Game switcher of the /fairness page: each game's form is its own shareable URL. */
export function VerifierTabs({ current }: { current: VerifierGame }) {
  const { t } = useTranslation('games');
  const paths = usePaths();
  return (
    <nav className="segmented verifier__tabs" aria-label={t('menu')} data-testid="verifier-games">
      {VERIFIER_GAMES.map((game) => (
        <Link
          key={game}
          to={{ pathname: paths.fairness(), search: game === 'dice' ? '' : `?game=${game}` }}
          className={`segmented__item${current === game ? ' is-active' : ''}`}
          aria-current={current === game ? 'page' : undefined}
          replace
          preventScrollReset
          data-testid={`verifier-game-${game}`}
        >
          {t(`names.${game}`)}
        </Link>
      ))}
    </nav>
  );
}

type Input = { serverSeed: string; clientSeed: string; nonce: string; serverSeedHash: string; mines: string; target: string; difficulty: HotlineLevel; picks: string; risk: PopitRiskLevel };

function readInput(params: URLSearchParams): Input {
  const difficulty = params.get('difficulty');
  const risk = params.get('risk');
  return {
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    serverSeedHash: params.get('serverSeedHash') ?? '',
    mines: params.get('mines') ?? '3',
    target: params.get('target') ?? '2',
    difficulty: (HOTLINE_LEVELS as readonly string[]).includes(difficulty ?? '') ? (difficulty as HotlineLevel) : 'easy',
    picks: params.get('picks') ?? '1,2,3',
    risk: (POPIT_RISK_LEVELS as readonly string[]).includes(risk ?? '') ? (risk as PopitRiskLevel) : 'medium',
  };
}

const parsePicks = (text: string) => text.split(/[\s,;]+/).filter(Boolean).map(Number);

/** Checks the URL's parameters first (messages in the page's language), then runs the same maths as the server. */
function compute(game: OtherGame, input: Input): { result: VerifyResult | null; error: string | null } {
  if (!input.serverSeed || !input.clientSeed) return { result: null, error: null };
  const target = readTarget(input.target);
  const problem =
    nonceProblem(input.nonce) ??
    (game === 'mines' ? minesProblem(input.mines) : null) ??
    (game === 'bubbles' && 'problem' in target ? target.problem : null) ??
    (game === 'popit' ? picksProblem(parsePicks(input.picks)) : null);
  if (problem) return { result: null, error: message(problem) };
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: Number(input.nonce) };
  try {
    switch (game) {
      case 'mines': return { result: verifyOutcome({ game, ...seeds, mines: Number(input.mines) }), error: null };
      case 'bubbles': return { result: verifyOutcome({ game, ...seeds, target: 'hundredths' in target ? target.hundredths : 0 }), error: null };
      case 'hotline': return { result: verifyOutcome({ game, ...seeds, difficulty: input.difficulty }), error: null };
      case 'popit': return { result: verifyOutcome({ game, ...seeds, picks: parsePicks(input.picks), risk: input.risk }), error: null };
    }
  } catch {
    return { result: null, error: message('seed_invalid') };
  }
}

/** A short comparable form of an outcome (browser vs server). */
function signature(result: VerifyResult): string {
  switch (result.game) {
    case 'mines': return [...result.minePositions].sort((a, b) => a - b).join(',');
    case 'hotline': return result.board.map((row) => [...row].sort().join('')).join('|');
    case 'popit': return `${[...result.drawn].sort((a, b) => a - b).join(',')}:${result.hits}`;
    case 'bubbles': return String(result.result);
    default: return '';
  }
}
function serverSignature(game: OtherGame, body: Record<string, unknown>): string {
  switch (game) {
    case 'mines': return [...(body.minePositions as number[])].sort((a, b) => a - b).join(',');
    case 'hotline': return (body.board as number[][]).map((row) => [...row].sort().join('')).join('|');
    case 'popit': return `${[...(body.drawn as number[])].sort((a, b) => a - b).join(',')}:${String(body.hits)}`;
    case 'bubbles': return String(Math.round((body.result as number) * 100));
  }
}

/** The verifier of Mines, Bubbles, Hotline and Popit: the same maths as the server, run in the browser. */
export function GameVerifier({ game }: { game: OtherGame }) {
  const { t } = useTranslation(['fairness', 'games']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const input = readInput(params);
  const { result, error } = compute(game, input);
  const key = params.toString();
  const [server, setServer] = useState<{ key: string; agrees: boolean } | null>(null);

  async function crossCheck() {
    if (!result) return;
    const extra: Record<string, string | number> =
      game === 'mines' ? { mines: Number(input.mines) } :
      game === 'bubbles' ? { target: result.game === 'bubbles' ? result.coefficient / 100 : 0 } :
      game === 'hotline' ? { difficulty: input.difficulty } :
      { picks: parsePicks(input.picks).join(','), risk: input.risk };
    try {
      const body = await verifyGameOnServer({ game, serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: Number(input.nonce), ...extra });
      setServer({ key, agrees: serverSignature(game, body) === signature(result) });
    } catch {
      // shown by the API layer
    }
  }
  const serverResult = server?.key === key ? server : null;

  return (
    <div className="verifier">
      <Form method="get" replace preventScrollReset className="card verifier__form" data-testid="verifier-form" key={game}>
        <input type="hidden" name="game" value={game} />
        <SeedFields serverSeed={input.serverSeed} serverSeedHash={input.serverSeedHash} clientSeed={input.clientSeed} />
        <div className="form-grid">
          <div className="field">
            <label className="field__label" htmlFor="v-nonce">{t('nonce')}</label>
            <input id="v-nonce" name="nonce" className="input" inputMode="numeric" defaultValue={input.nonce} key={`n-${input.nonce}`} required />
          </div>
          {game === 'mines' && (
            <div className="field">
              <label className="field__label" htmlFor="v-mines">{t('minesCount')}</label>
              <input id="v-mines" name="mines" className="input" inputMode="numeric" defaultValue={input.mines} key={`m-${input.mines}`} required />
            </div>
          )}
          {game === 'bubbles' && (
            <div className="field">
              <label className="field__label" htmlFor="v-target">{t('target')}</label>
              <input id="v-target" name="target" className="input" inputMode="decimal" defaultValue={localDecimal(input.target, locale)} key={`t-${input.target}`} required />
            </div>
          )}
          {game === 'hotline' && (
            <div className="field">
              <label className="field__label" htmlFor="v-difficulty">{t('difficulty')}</label>
              <select id="v-difficulty" name="difficulty" className="input" defaultValue={input.difficulty} key={`d-${input.difficulty}`}>
                {HOTLINE_LEVELS.map((d) => <option key={d} value={d}>{t(`levels.${d}`)}</option>)}
              </select>
            </div>
          )}
          {game === 'popit' && (
            <>
              <div className="field">
                <label className="field__label" htmlFor="v-picks">{t('picks')}</label>
                <input id="v-picks" name="picks" className="input" defaultValue={input.picks} key={`p-${input.picks}`} required />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="v-risk">{t('risk')}</label>
                <select id="v-risk" name="risk" className="input" defaultValue={input.risk} key={`r-${input.risk}`}>
                  {POPIT_RISK_LEVELS.map((r) => <option key={r} value={r}>{t(`risks.${r}`)}</option>)}
                </select>
              </div>
            </>
          )}
        </div>
        <button type="submit" className="button button--primary button--block" data-testid="verifier-submit">{t('calculate')}</button>
      </Form>

      <section className="card verifier__result" aria-live="polite" data-testid="verifier-result">
        <h2 className="card__title"><IconShield /> {t('computed')} · {t(`games:names.${game}`)}</h2>
        {error && <p className="field__error">{t('invalid', { message: error })}</p>}
        {!result && !error && <p className="muted">{t('verifierLeadGames')}</p>}
        {result?.game === 'mines' && (
          <>
            <p data-testid="verifier-outcome">{t('minesAt', { list: result.minePositions.join(', ') })}</p>
            <MinesBoardView minePositions={result.minePositions} />
            <p className="muted">{t('ladderLine', { list: result.ladder.slice(0, 8).map((c) => `×${formatCoefficient(c, locale)}`).join(' → ') })}</p>
          </>
        )}
        {result?.game === 'bubbles' && (
          <>
            <div className={`verifier__number ${result.won ? 'text-win' : 'text-loss'}`} data-testid="verifier-number" data-value={result.result}>×{formatCoefficient(result.result, locale)}</div>
            <p className={result.won ? 'text-win' : 'text-loss'} data-testid="verifier-outcome">{result.won ? t('outcomeWin') : t('outcomeLoss')} · {t('target')} ×{formatCoefficient(result.coefficient, locale)}</p>
          </>
        )}
        {result?.game === 'hotline' && (
          <>
            <p data-testid="verifier-outcome">{t('hotlineLead')}</p>
            <HotlineBoardView board={result.board} difficulty={input.difficulty} ladder={result.ladder} />
          </>
        )}
        {result?.game === 'popit' && (
          <>
            <p data-testid="verifier-outcome">{t('popitResult', { drawn: result.drawn.join(', '), hits: result.hits, coefficient: formatCoefficient(result.coefficient, locale) })}</p>
            <PopitBoardView drawn={result.drawn} picks={parsePicks(input.picks)} />
          </>
        )}
        {result && (
          <>
            <VerifierChecks
              computedHash={result.serverSeedHash}
              expectedHash={input.serverSeedHash}
              onServerCheck={crossCheck}
              serverAgrees={serverResult ? serverResult.agrees : null}
              disagreement={t('serverDiffers')}
            />
          </>
        )}
        <details className="verifier__how">
          <summary>{t('howItWorks')}</summary>
          <p>{t('howItWorksGames')}</p>
        </details>
      </section>
    </div>
  );
}
