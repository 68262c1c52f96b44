import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { BonusOverview } from '@azart/contracts';
import { useUser } from '~/shared/session/session.ts';
import { choosePlayBalance, playBalanceOf } from '~/shared/session/balance-in-play.ts';
import { loadBonusOverview } from '../api/overview.ts';
import { FreeCoinsCard } from './free-coins-card.tsx';
import { BonusBalanceCard, LevelCard, PointsCard, RakebackCard, usePageTexts } from './loyalty-cards.tsx';
import { PromoCard } from './promo-card.tsx';
import { RakebackBoostDialog } from './rakeback-boost-dialog.tsx';
import { WheelCard } from './wheel-card.tsx';
import { WheelWinsStrip } from './wheel-wins-strip.tsx';
import { PageHead } from '~/shared/ui/page-head.tsx';

type DialogProps = { open: boolean; onClose: () => void };

export type BonusPageProps = {
  /** What the loader read (null: it failed; the page reads again). */
  initial: BonusOverview | null;
  /** The wallet's modals (another feature's), given by the route. */
  TransferDialog: ComponentType<DialogProps>;
  ExchangeDialog: ComponentType<DialogProps>;
  /** The social rewards' cards (another feature's: repost, Telegram, linked accounts, the new-year gift), given by the route. */
  social?: ReactNode;
};

/** After a balance changes, the counting of settled bets (a background duty) trails by a moment: read then. */
const REREAD_AFTER_MS = 700;

/**
 * The bonuses page (spec §2, issue 13): the daily wheel and the free coins
 * up top, then the bonus balance with its grants, level, promo code,
 * rakeback and deposit points, then the social rewards (repost, Telegram). Everything comes from GET /api/bonus and is read again
 * after an action here or a balance change anywhere (a bet in another tab).
 */
export function BonusPage({ initial, TransferDialog, ExchangeDialog, social }: BonusPageProps) {
  const { t } = usePageTexts();
  const user = useUser();
  const [overview, setOverview] = useState<BonusOverview | null>(initial);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<'transfer' | 'exchange' | 'boost' | null>(null);
  const reread = useCallback(async () => {
    try {
      setOverview(await loadBonusOverview());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  // A balance push (a bet, a deposit, a grant) changes what the page shows: read again shortly after.
  const balances = user ? `${user.money}:${user.bonusMoney}:${user.depositPoints}` : '';
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!initial) void reread();
      return;
    }
    const timer = setTimeout(() => void reread(), REREAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [balances, initial, reread]);

  async function playBonus() {
    try {
      await choosePlayBalance('bonus');
      toast.success(t('playingBonus'));
    } catch {
      // the API layer showed why
    }
  }

  return (
    <div className="page bonus-page">
      <PageHead title={t('title')} lead={t('lead')} />
      {failed && !overview && (
        <div className="panel-card panel-card--error" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void reread()}>{t('retry')}</button>
        </div>
      )}
      <div className="bonus-grid">
        <div className="bonus-grid__strip">
          <WheelWinsStrip />
        </div>
        <div className="bonus-grid__wheel">
          <WheelCard state={overview?.wheel ?? null} points={overview?.maxWinPoints ?? null} onSpun={() => void reread()} />
        </div>
        <div className="bonus-grid__side">
          <FreeCoinsCard state={overview?.freeCoins ?? null} onClaimed={() => void reread()} />
          {overview && <RakebackCard rakeback={overview.rakeback} onClaimed={() => void reread()} onBoost={() => setDialog('boost')} />}
        </div>
        {overview && (
          <>
            <BonusBalanceCard overview={overview} playingBonus={user ? playBalanceOf(user) === 'bonus' : false} onPlayBonus={() => void playBonus()} onTransfer={() => setDialog('transfer')} />
            <div className="bonus-grid__side">
              <LevelCard overview={overview} />
              <PromoCard
                onActivated={(answer) => {
                  void reread();
                  // A boost is worth saying what it does: its modal opens by itself.
                  if (answer.kind === 'boost') setDialog('boost');
                }}
              />
              <PointsCard points={overview.points} onExchange={() => setDialog('exchange')} />
            </div>
          </>
        )}
        {social && <div className="bonus-grid__social">{social}</div>}
      </div>
      <TransferDialog open={dialog === 'transfer'} onClose={() => { setDialog(null); void reread(); }} />
      <ExchangeDialog open={dialog === 'exchange'} onClose={() => { setDialog(null); void reread(); }} />
      <RakebackBoostDialog open={dialog === 'boost'} onClose={() => setDialog(null)} boostUntil={overview?.rakeback.boostUntil ?? null} rate={overview?.rakeback.rate ?? 0} />
    </div>
  );
}
