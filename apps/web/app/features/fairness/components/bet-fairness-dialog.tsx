import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Bet, DiceBet } from '@azart/contracts';
import { DEFAULT_EDGE_BP, diceCoefficient, diceRange, payout } from '@azart/fairness';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import { formatCoefficient, formatCoins, formatInteger, formatSignedCoins } from '~/shared/money.ts';
import { IconDownload, IconShield } from '~/shared/ui/icons.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { getBet, rotateSeeds } from '../api/fairness.ts';
import { BetSeeds } from './bet-seeds.tsx';
import { GameBetFairnessDialog } from './game-bet-dialog.tsx';

/**
 * Fairness check of one Dice bet (spec §3 "Dice fairness check"): size,
 * coefficient, result, possible win, number, seeds and nonce, the server seed
 * once revealed, and the bet's fairness record as a JSON download.
 */
export function BetFairnessDialog({ bet, onClose }: { bet: Bet | null; onClose: () => void }) {
  if (bet && bet.game !== 'dice') return <GameBetFairnessDialog bet={bet} onClose={onClose} />;
  return <DiceBetFairnessDialog bet={bet} onClose={onClose} />;
}

function DiceBetFairnessDialog({ bet, onClose }: { bet: DiceBet | null; onClose: () => void }) {
  const { t } = useTranslation(['fairness', 'common']);
  const locale = useLocale();
  const paths = usePaths();
  const [serverSeed, setServerSeed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [rotating, setRotating] = useState(false);
  const betId = bet?.id ?? null;

  useEffect(() => {
    setServerSeed(null);
    if (betId === null) return;
    let cancelled = false;
    setLoading(true);
    getBet(betId)
      .then((detail) => {
        if (!cancelled) setServerSeed(detail.serverSeed);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [betId]);

  if (!bet) return <Modal open={false} onClose={onClose} title="" closeLabel={t('common:close')}>{null}</Modal>;

  const chanceBp = Math.round(bet.chance * 100);
  const coefficient = bet.coefficient > 0 ? Math.round(bet.coefficient * 100) : diceCoefficient(chanceBp, DEFAULT_EDGE_BP.dice);
  const possibleWin = payout(bet.amount, coefficient);
  const range = diceRange(chanceBp, bet.side);
  const won = bet.win > 0;
  const record = {
    game: 'dice',
    id: bet.id,
    createdAt: bet.createdAt,
    amount: bet.amount,
    chance: bet.chance,
    side: bet.side,
    coefficient: coefficient / 100,
    number: bet.number,
    win: bet.win,
    demo: bet.demo,
    serverSeedHash: bet.serverSeedHash,
    serverSeed,
    clientSeed: bet.clientSeed,
    nonce: bet.nonce,
    algorithm: 'HMAC_SHA256(serverSeed, clientSeed:nonce:round); N = floor(f * 1000000)',
  };

  function download() {
    const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `azart-dice-bet-${bet!.id}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function rotate() {
    setRotating(true);
    try {
      await rotateSeeds();
      const detail = await getBet(bet!.id);
      setServerSeed(detail.serverSeed);
      toast.success(t('rotated'));
    } catch {
      // shown by the API layer
    } finally {
      setRotating(false);
    }
  }

  const condition = bet.side === 'less' ? t('less', { value: formatInteger(range.to + 1) }) : t('more', { value: formatInteger(range.from - 1) });

  return (
    <Modal open onClose={onClose} title={t('dialogTitle', { id: bet.id })} closeLabel={t('common:close')} size="lg" testId="fairness-dialog">
      {bet.demo && <p className="badge badge--demo">{t('demo')}</p>}
      <dl className="facts">
        <div><dt>{t('size')}</dt><dd className="money">{formatCoins(bet.amount, locale)}</dd></div>
        <div><dt>{t('coefficient')}</dt><dd>×{formatCoefficient(coefficient, locale)}</dd></div>
        <div><dt>{t('result')}</dt><dd className={won ? 'text-win' : 'text-loss'}>{won ? t('win', { amount: formatCoins(bet.win, locale) }) : t('loss')}</dd></div>
        <div><dt>{t('profit')}</dt><dd className={`money ${won ? 'text-win' : 'text-loss'}`} data-testid="fairness-profit">{formatSignedCoins(bet.win - bet.amount, locale)}</dd></div>
        <div><dt>{t('possibleWin')}</dt><dd className="money">{formatCoins(possibleWin, locale)}</dd></div>
        <div><dt>{t('number')}</dt><dd data-testid="fairness-number">{formatInteger(bet.number)}</dd></div>
        <div><dt>{t('condition')}</dt><dd>{condition}</dd></div>
      </dl>
      <BetSeeds serverSeedHash={bet.serverSeedHash} serverSeed={serverSeed} clientSeed={bet.clientSeed} nonce={bet.nonce} loading={loading} rotating={rotating} onRotate={() => void rotate()} />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={download} data-testid="fairness-download">
          <IconDownload width={18} height={18} /> {t('download')}
        </button>
        {serverSeed && (
          <Link
            className="button button--primary"
            to={paths.fairness({ serverSeed, serverSeedHash: bet.serverSeedHash, clientSeed: bet.clientSeed, nonce: bet.nonce, chance: bet.chance, side: bet.side })}
            data-testid="fairness-verify-link"
          >
            <IconShield width={18} height={18} /> {t('verify')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
