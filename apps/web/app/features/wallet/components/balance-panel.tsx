import type { ReactNode } from 'react';
import type { PlayBalance, User } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { formatCoins, formatInteger } from '~/shared/money.ts';
import { playBalanceOf } from '~/shared/session/balance-in-play.ts';
import { IconPlus } from '~/shared/ui/icons.tsx';

/**
 * The header balance's panel (balance-menu.tsx loads it when first opened):
 * the three balances as a choice of the one in play, the wallet transfer,
 * deposit points and their exchange, the app's actions and +1 000 demo coins.
 */
export default function BalancePanel({ user, busy, close, onChoose, onDialog, onAddDemo, actions }: {
  user: User;
  busy: boolean;
  close: () => void;
  onChoose: (balance: PlayBalance) => void;
  onDialog: (which: 'transfer' | 'exchange') => void;
  onAddDemo: () => void;
  actions?: ReactNode;
}) {
  const locale = useLocale();
  const { t } = useTranslation('wallet');
  const inPlayKind = playBalanceOf(user);
  return (
    <div className="balance-panel">
      <div className="balance-panel__choices" role="radiogroup" aria-label={t('playFrom')}>
        <PlayChoice balance="main" checked={inPlayKind === 'main'} disabled={busy} onChoose={onChoose} label={t('main')} amount={formatCoins(user.money, locale)} testId="balance-main" />
        <PlayChoice
          balance="bonus"
          checked={inPlayKind === 'bonus'}
          disabled={busy}
          onChoose={onChoose}
          label={t('bonus')}
          amount={formatCoins(user.bonusMoney, locale)}
          testId="balance-bonus"
          extra={<button type="button" className="balance-panel__link" onClick={() => { close(); onDialog('transfer'); }} data-testid="open-transfer">{t('toMain')}</button>}
        />
        <PlayChoice balance="demo" checked={inPlayKind === 'demo'} disabled={busy} onChoose={onChoose} label={t('demo')} amount={formatCoins(user.demoMoney, locale)} testId="balance-demo" />
      </div>
      <p className="balance-panel__hint">{t(`hint_${inPlayKind}`)}</p>
      <dl className="balance-panel__list">
        <div className="balance-panel__points">
          <dt>{t('depositPoints')}</dt>
          <dd className="money">
            <span data-testid="balance-points">{formatInteger(user.depositPoints ?? 0)}</span>
            <button type="button" className="balance-panel__link" onClick={() => { close(); onDialog('exchange'); }} data-testid="open-exchange">{t('exchange')}</button>
          </dd>
        </div>
      </dl>
      {actions}
      {user.demo && (
        <button type="button" className="button button--accent button--block" disabled={busy} onClick={onAddDemo} data-testid="demo-add">
          <IconPlus /> {t('addDemo')}
        </button>
      )}
    </div>
  );
}

/** One balance of the menu as a radio: choosing it makes own games play from it. */
function PlayChoice(props: { balance: PlayBalance; checked: boolean; disabled: boolean; onChoose: (balance: PlayBalance) => void; label: string; amount: string; testId: string; extra?: ReactNode }) {
  return (
    <div className={`balance-choice${props.checked ? ' is-active' : ''} balance-choice--${props.balance}`}>
      <button type="button" role="radio" aria-checked={props.checked} disabled={props.disabled} className="balance-choice__pick" onClick={() => props.onChoose(props.balance)} data-testid={`play-${props.balance}`}>
        <span className="balance-choice__dot" aria-hidden />
        <span className="balance-choice__label">{props.label}</span>
        <span className="balance-choice__amount money" data-testid={props.testId}>{props.amount}</span>
      </button>
      {props.extra}
    </div>
  );
}
