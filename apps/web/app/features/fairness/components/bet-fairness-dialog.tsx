import '~/shared/game/game.css';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { SeedBet as Bet } from '@azart/contracts';
import { betOutcome, coefficientText } from '~/shared/bet-outcome.ts';
import { useGameNames } from '~/shared/game/texts.ts';
import type { AnyWebGame } from '~/shared/game/web-game.ts';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoins, formatSignedCoins } from '~/shared/money.ts';
import { IconDownload, IconShield } from '~/shared/ui/icons.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { getBet, rotateSeeds } from '../api/fairness.ts';
import { useGameFairness } from '../game-fairness.ts';
import { BetSeeds } from './bet-seeds.tsx';

/**
 * The fairness check of one bet of any game (spec §3 "Dice fairness check"):
 * size, coefficient, result and profit, then the game's own facts and
 * outcome (its binding's fairness views), the seeds and nonce, the server
 * seed once revealed (rotating the pair reveals it), the bet's record as a
 * JSON download and a link to the verifier with the bet's parameters.
 */
export function BetFairnessDialog({ game, bet, onClose }: { game: AnyWebGame; bet: Bet; onClose: () => void }) {
  const { t } = useTranslation(['fairness', 'common']);
  const locale = useLocale();
  const paths = usePaths();
  const name = useGameNames();
  const [serverSeed, setServerSeed] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [rotating, setRotating] = useState(false);
  const betId = bet.id;

  useEffect(() => {
    let cancelled = false;
    setServerSeed(null);
    setLoading(true);
    getBet(betId)
      .then((detail) => !cancelled && setServerSeed(detail.serverSeed))
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [betId]);

  async function rotate() {
    setRotating(true);
    try {
      await rotateSeeds();
      const detail = await getBet(betId);
      setServerSeed(detail.serverSeed);
      toast.success(t('rotated'));
    } catch {
      // shown by the API layer
    } finally {
      setRotating(false);
    }
  }

  const won = bet.win > 0;
  return (
    <Modal open onClose={onClose} title={`${name(bet.game)} · ${t('dialogTitle', { id: bet.id })}`} closeLabel={t('common:close')} size="lg" testId="fairness-dialog">
      {bet.demo && <p className="badge badge--demo">{t('demo')}</p>}
      <dl className="facts">
        <div><dt>{t('size')}</dt><dd className="money">{formatCoins(bet.amount, locale)}</dd></div>
        <div><dt>{t('coefficient')}</dt><dd data-testid="fairness-coefficient">{coefficientText(bet.coefficient, locale)}</dd></div>
        <div><dt>{t('result')}</dt><dd className={won ? 'text-win' : 'text-loss'} data-testid="fairness-result">{won ? t('win', { amount: formatCoins(bet.win, locale) }) : t('loss')}</dd></div>
        <div><dt>{t('profit')}</dt><dd className={`money text-${betOutcome(bet.amount, bet.win).kind}`} data-testid="fairness-profit">{formatSignedCoins(bet.win - bet.amount, locale)}</dd></div>
        <Suspense fallback={null}><GameFacts game={game} bet={bet} /></Suspense>
      </dl>
      <div className="outcome"><Suspense fallback={null}><GameOutcome game={game} bet={bet} /></Suspense></div>
      <BetSeeds serverSeedHash={bet.serverSeedHash} serverSeed={serverSeed} clientSeed={bet.clientSeed} nonce={bet.nonce} loading={loading} rotating={rotating} onRotate={() => void rotate()} />
      <div className="modal__actions">
        <Suspense fallback={null}><DownloadRecord game={game} bet={bet} serverSeed={serverSeed} /></Suspense>
        {serverSeed && (
          <Link
            className="button button--primary"
            to={paths.fairness({ game: bet.game, serverSeed, serverSeedHash: bet.serverSeedHash, clientSeed: bet.clientSeed, nonce: bet.nonce, ...game.verifyQueryOf(bet) })}
            data-testid="fairness-verify-link"
          >
            <IconShield width={18} height={18} /> {t('verify')}
          </Link>
        )}
      </div>
    </Modal>
  );
}

function GameFacts({ game, bet }: { game: AnyWebGame; bet: Bet }) {
  const { BetFacts } = useGameFairness(game);
  return <BetFacts bet={bet} />;
}

function GameOutcome({ game, bet }: { game: AnyWebGame; bet: Bet }) {
  const { BetOutcome } = useGameFairness(game);
  return BetOutcome ? <BetOutcome bet={bet} /> : null;
}

/** The bet's fairness record as JSON: the bet, the server seed once revealed, and how the game derives its outcome. */
function DownloadRecord({ game, bet, serverSeed }: { game: AnyWebGame; bet: Bet; serverSeed: string | null }) {
  const { t } = useTranslation('fairness');
  const { algorithm } = useGameFairness(game);
  function download() {
    const blob = new Blob([JSON.stringify({ ...bet, serverSeed, algorithm }, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `azart-${bet.game}-bet-${bet.id}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <button type="button" className="button button--ghost" onClick={download} data-testid="fairness-download">
      <IconDownload width={18} height={18} /> {t('download')}
    </button>
  );
}
