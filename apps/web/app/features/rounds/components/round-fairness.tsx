import { useEffect, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { Chain, RoundGame, RoundResult, RoundVerifyResponse } from '@azart/contracts';
import { roundGameSpec, sha256Hex } from '@azart/fairness';
import { useGameNames } from '~/shared/game/texts.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatInteger } from '~/shared/money.ts';
import { IconShield } from '~/shared/ui/icons.tsx';
import { loadChains, verifyRound } from '../api/rounds.ts';
import { ROUND_WEB_GAMES } from '../games/index.ts';
import { ROUND_VIEWS } from '../games/views.ts';
import { SpotChip, resultSpot } from './result-chip.tsx';

const HASH = /^[0-9a-f]{64}$/;

type Check = { key: string; answer: RoundVerifyResponse; linked: boolean; matches: boolean; published: boolean };

/**
 * The round games on /fairness (games.md §1): every published chain (its
 * terminating hash and salt), and a round check from its hash alone. The
 * server's answer is checked in the browser: the round's result recomputed
 * with the game's own maths from the hash and the chain's salt, and the link
 * to the round before (SHA-256 of this hash). A check is a shareable URL:
 * `/fairness?game=x100&hash=…#rounds`.
 */
export function RoundFairness({ initialChains }: { initialChains: Chain[] | null }) {
  const { t } = useTranslation('rounds');
  const name = useGameNames();
  const locale = useLocale();
  const [params] = useSearchParams();
  const [chains, setChains] = useState<Chain[] | null>(initialChains);
  const wanted = params.get('game');
  const game: RoundGame = ROUND_WEB_GAMES.find((g) => g.id === wanted)?.id ?? 'x100';
  const hash = (params.get('hash') ?? '').trim().toLowerCase();
  const key = `${game}:${hash}`;
  const [check, setCheck] = useState<Check | null>(null);

  useEffect(() => {
    if (!initialChains) loadChains().then((answer) => setChains(answer.chains), () => undefined);
  }, [initialChains]);

  useEffect(() => {
    if (!HASH.test(hash)) return;
    let live = true;
    verifyRound(game, hash).then(
      (response) => {
        if (!live || !('salt' in response) || !('hash' in response)) return;
        const answer = response as RoundVerifyResponse;
        const spec = roundGameSpec(game);
        const recomputed = spec.view(spec.result(hash, answer.salt), { revealChoices: true });
        setCheck({
          key,
          answer,
          linked: sha256Hex(hash) === answer.previousHash,
          matches: JSON.stringify(recomputed) === JSON.stringify(answer.result),
          published: chains === null || chains.some((c) => c.game === game && c.salt === answer.salt),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, hash, key, chains]);

  const shown = check?.key === key ? check : null;
  return (
    <section className="round-fairness" id="rounds" aria-labelledby="round-fairness-title" data-testid="round-fairness">
      <header className="section__head">
        <h2 id="round-fairness-title" className="section__title">{t('fairness.title')}</h2>
        <p className="section__lead">{t('fairness.lead')}</p>
      </header>

      <div className="card" data-testid="round-chains">
        <h3 className="card__title">{t('fairness.chains')}</h3>
        {!chains || chains.length === 0 ? (
          <p className="muted">{t('fairness.chainsEmpty')}</p>
        ) : (
          <ul className="round-chains">
            {chains.map((chain) => (
              <li key={chain.id} className="round-chains__item" data-testid="round-chain-row" data-game={chain.game}>
                <div className="round-chains__head">
                  <strong>{name(chain.game)}</strong>
                  <span className="muted">{t('fairness.columns.used')}: {formatInteger(chain.used)} / {formatInteger(chain.length)}</span>
                </div>
                <dl className="round-fairness__facts">
                  <div><dt>{t('fairness.columns.terminatingHash')}</dt><dd className="mono round-fairness__hash">{chain.terminatingHash}</dd></div>
                  <div><dt>{t('fairness.columns.salt')}</dt><dd className="mono round-fairness__hash">{chain.salt}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="verifier">
        <Form method="get" replace preventScrollReset className="card verifier__form" data-testid="round-verifier-form" action="#rounds">
          <h3 className="card__title">{t('fairness.verify')}</h3>
          <div className="field">
            <label className="field__label" htmlFor="rv-game">{t('fairness.game')}</label>
            <select id="rv-game" name="game" className="select input" defaultValue={game} key={`g-${game}`}>
              {ROUND_WEB_GAMES.map((g) => <option key={g.id} value={g.id}>{name(g.id)}</option>)}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="rv-hash">{t('fairness.hash')}</label>
            <input id="rv-hash" name="hash" className="input mono" defaultValue={hash} key={`h-${hash}`} autoComplete="off" spellCheck={false} required pattern="[0-9a-fA-F]{64}" title={t('fairness.hashHint')} data-testid="round-verifier-hash" />
            <p className="field__hint muted">{t('fairness.hashHint')}</p>
          </div>
          <button type="submit" className="button button--primary button--block" data-testid="round-verifier-submit">{t('fairness.run')}</button>
        </Form>

        <section className="card verifier__result" aria-live="polite" data-testid="round-verifier-result">
          <h3 className="card__title"><IconShield /> {t('fairness.result')} · {name(game)}</h3>
          {shown ? (
            <>
              <p className="muted">{shown.answer.round ? t('fairness.round', { number: shown.answer.round.number, date: new Date(shown.answer.round.endedAt).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB') }) : t('fairness.notPlayed')}</p>
              <VerifiedRound result={shown.answer.result} />
              <dl className="round-fairness__facts">
                <div><dt>{t('fairness.previousHash')}</dt><dd className="mono round-fairness__hash">{shown.answer.previousHash}</dd></div>
              </dl>
              <ul className="round-fairness__checks">
                <li className={shown.linked ? 'text-win' : 'text-loss'} data-testid="round-check-link" data-ok={shown.linked}>{shown.linked ? t('fairness.linkOk') : t('fairness.linkBad')}</li>
                <li className={shown.matches && shown.published ? 'text-win' : 'text-loss'} data-testid="round-check-result" data-ok={shown.matches && shown.published}>{shown.matches && shown.published ? t('fairness.matchOk') : t('fairness.matchBad')}</li>
              </ul>
            </>
          ) : (
            <p className="muted">{t('fairness.hashHint')}</p>
          )}
          <details className="verifier__how"><summary>{t('fairness.howTitle')}</summary><p>{t('fairness.how')}</p></details>
        </section>
      </div>
    </section>
  );
}

/** A verified round's result in words and chips. */
function VerifiedRound({ result }: { result: RoundResult }) {
  const { ResultDetail } = ROUND_VIEWS[result.game];
  return (
    <div className="round-fairness__outcome" data-testid="round-verified" data-spot={resultSpot(result)}>
      <SpotChip game={result.game} spot={resultSpot(result)} />
      <ResultDetail result={result} />
    </div>
  );
}
