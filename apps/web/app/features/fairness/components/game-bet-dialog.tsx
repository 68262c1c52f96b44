import '~/features/originals/originals.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { Bet } from '@azart/contracts';
import { HOTLINE_DIFFICULTIES } from '@azart/fairness';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoefficient, formatCoins, formatSignedCoins } from '~/shared/money.ts';
import { IconDownload, IconShield } from '~/shared/ui/icons.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import type { GameCheckParams } from '~/shared/paths.ts';
import { betOutcome } from '~/shared/bet-outcome.ts';
import { getBet, rotateSeeds } from '../api/fairness.ts';
import { BetSeeds } from './bet-seeds.tsx';
import { HotlineBoardView, MinesBoardView, PopitBoardView } from './outcome-view.tsx';

type OtherBet = Exclude<Bet, { game: 'dice' }>;
const h = (c: number) => Math.round(c * 100);

/** The verifier's parameters of a bet (same as the bet's, games.md §1). */
export function checkParamsOf(bet: OtherBet, serverSeed: string): GameCheckParams {
  const common = { serverSeed, serverSeedHash: bet.serverSeedHash, clientSeed: bet.clientSeed, nonce: bet.nonce };
  switch (bet.game) {
    case 'mines': return { ...common, game: 'mines', mines: bet.mines };
    case 'bubbles': return { ...common, game: 'bubbles', target: bet.target };
    case 'hotline': return { ...common, game: 'hotline', difficulty: bet.difficulty };
    case 'popit': return { ...common, game: 'popit', picks: bet.picks, risk: bet.risk };
  }
}

/** Loads the bet's revealed server seed (if the pair was rotated) and offers rotation. */
export function GameBetFairnessDialog({ bet, onClose }: { bet: OtherBet; onClose: () => void }) {
  const { t } = useTranslation('fairness');
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

  return <GameBetDialog bet={bet} serverSeed={serverSeed} loading={loading} rotating={rotating} onRotate={() => void rotate()} onClose={onClose} />;
}

/**
 * Fairness dialog of a Mines, Bubbles, Hotline or Popit bet: size,
 * coefficient, result, the outcome (board, "dropped X"), seeds and nonce,
 * the JSON record and a link to the verifier once the server seed is revealed.
 */
export function GameBetDialog({ bet, serverSeed, loading, rotating, onRotate, onClose }: { bet: OtherBet; serverSeed: string | null; loading: boolean; rotating: boolean; onRotate: () => void; onClose: () => void }) {
  const { t } = useTranslation(['fairness', 'common', 'games']);
  const locale = useLocale();
  const paths = usePaths();
  const won = bet.win > 0;

  const record = { ...bet, serverSeed, algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); floats of 4 bytes; draws without replacement (games.md §1)' };

  function download() {
    const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
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
    <Modal open onClose={onClose} title={`${t(`games:names.${bet.game}`)} · ${t('dialogTitle', { id: bet.id })}`} closeLabel={t('common:close')} size="lg" testId="fairness-dialog">
      {bet.demo && <p className="badge badge--demo">{t('demo')}</p>}
      <dl className="facts">
        <div><dt>{t('size')}</dt><dd className="money">{formatCoins(bet.amount, locale)}</dd></div>
        <div><dt>{t('coefficient')}</dt><dd>×{formatCoefficient(h(bet.game === 'bubbles' ? bet.target : bet.coefficient), locale)}</dd></div>
        <div><dt>{t('result')}</dt><dd className={won ? 'text-win' : 'text-loss'} data-testid="fairness-result">{won ? t('win', { amount: formatCoins(bet.win, locale) }) : t('loss')}</dd></div>
        <div><dt>{t('profit')}</dt><dd className={`money text-${betOutcome(bet.amount, bet.win).kind}`} data-testid="fairness-profit">{formatSignedCoins(bet.win - bet.amount, locale)}</dd></div>
        {bet.game === 'mines' && (
          <>
            <div><dt>{t('minesCount')}</dt><dd>{bet.mines}</dd></div>
            <div><dt>{t('opened')}</dt><dd>{bet.revealed.length}</dd></div>
            {/* The tile's number as the board below shows it; only a lost round has one. */}
            {bet.lostOn !== null && <div><dt>{t('mineHit')}</dt><dd data-testid="fairness-mine-hit">{bet.lostOn}</dd></div>}
          </>
        )}
        {bet.game === 'bubbles' && (
          <>
            <div><dt>{t('target')}</dt><dd>×{formatCoefficient(h(bet.target), locale)}</dd></div>
            <div><dt>{t('bubbleResult')}</dt><dd className={won ? 'text-win' : 'text-loss'} data-testid="fairness-bubbles-result">×{formatCoefficient(h(bet.result), locale)}</dd></div>
          </>
        )}
        {bet.game === 'hotline' && (
          <>
            <div><dt>{t('difficulty')}</dt><dd>{t(`levels.${bet.difficulty}`)} ({HOTLINE_DIFFICULTIES[bet.difficulty].hot}/{HOTLINE_DIFFICULTIES[bet.difficulty].cells})</dd></div>
            <div><dt>{t('climbed')}</dt><dd>{bet.picks.length}</dd></div>
          </>
        )}
        {bet.game === 'popit' && (
          <>
            <div><dt>{t('risk')}</dt><dd>{t(`risks.${bet.risk}`)}</dd></div>
            <div><dt>{t('hits')}</dt><dd data-testid="fairness-hits">{bet.hits} / {bet.picks.length}</dd></div>
          </>
        )}
      </dl>
      <div className="outcome">
        {bet.game === 'mines' && <MinesBoardView minePositions={bet.minePositions} revealed={bet.revealed} lostOn={bet.lostOn} />}
        {bet.game === 'hotline' && <HotlineBoardView board={bet.board} difficulty={bet.difficulty} picks={bet.picks} lostOn={bet.lostOn} />}
        {bet.game === 'popit' && <PopitBoardView drawn={bet.drawn} picks={bet.picks} />}
      </div>
      <BetSeeds serverSeedHash={bet.serverSeedHash} serverSeed={serverSeed} clientSeed={bet.clientSeed} nonce={bet.nonce} loading={loading} rotating={rotating} onRotate={onRotate} />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={download} data-testid="fairness-download">
          <IconDownload width={18} height={18} /> {t('download')}
        </button>
        {serverSeed && (
          <Link className="button button--primary" to={paths.fairness(checkParamsOf(bet, serverSeed))} data-testid="fairness-verify-link">
            <IconShield width={18} height={18} /> {t('verify')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
