import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '~/shared/i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import type { CrazyTimeRoundResult, Round, RoundBet } from '@azart/contracts';
import { createInstance } from '~/shared/i18n/runtime.ts';
import { roundsI18n } from '../i18n/index.ts';
import { CrazyTimeBonus } from '../games/crazytime-bonus.tsx';

/** The page's texts only: a feature's test does not load the whole app's catalogues. */
const i18n = createInstance();
void i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { rounds: roundsI18n.en } }, defaultNS: 'rounds', interpolation: { escapeValue: false }, initAsync: false });

const NOW = Date.parse('2026-11-25T10:00:20.000Z');
const hidden: CrazyTimeRoundResult = { game: 'crazytime', segment: 13, spot: 'cashhunt', topSlot: { spot: '2', multiplier: 3 }, bonus: { game: 'cashhunt', revealed: false, board: null, defaultPick: null } };
const round: Round = {
  id: 9, game: 'crazytime', number: 9, state: 'spinning',
  startedAt: '2026-11-25T10:00:00.000Z', bettingEndsAt: '2026-11-25T10:00:15.000Z', spinEndsAt: '2026-11-25T10:00:39.000Z', resultEndsAt: '2026-11-25T10:00:44.000Z', endsAt: '2026-11-25T10:00:45.000Z',
  choiceEndsAt: '2026-11-25T10:00:30.000Z', chainId: 1, chainIndex: 9, previousHash: 'a'.repeat(64), hash: null, result: hidden,
  totals: { bets: 2, players: 2, amount: 2_000, bySpot: {} }, payout: null,
};
const bet = (spot: string): RoundBet => ({ id: 1, roundId: 9, game: 'crazytime', spot, amount: 1_000, demo: false, win: null, createdAt: '2026-11-25T10:00:05.000Z' });

const render = (props: Partial<Parameters<typeof CrazyTimeBonus>[0]>) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <CrazyTimeBonus round={round} result={hidden} mine={[]} choice={null} now={NOW} onChosen={() => undefined} {...props} />
    </I18nextProvider>,
  );

describe('Crazy Time\'s bonus on the page', () => {
  it('lets only a player who bet on Cash Hunt pick one of its 108 cells while choices are open', () => {
    const picker = render({ mine: [bet('cashhunt')] });
    expect(picker).toContain('data-testid="ct-choose"');
    expect(picker.match(/data-testid="ct-cell-\d+"/g)).toHaveLength(108);
    expect(picker).toContain('If you do not choose in time, the default choice plays');

    const other = render({ mine: [bet('1')] });
    expect(other).not.toContain('ct-choose');
    expect(other).toContain('Players who bet on Cash Hunt are choosing');
  });

  it('shows the player\'s pick once the board is revealed, or the default pick when they did not choose', () => {
    const board = Array.from({ length: 108 }, (_, i) => (i === 40 ? 75 : i === 7 ? 10 : 5));
    const revealed: CrazyTimeRoundResult = { ...hidden, bonus: { game: 'cashhunt', revealed: true, board, defaultPick: 7 } };
    const state = { ...round, result: revealed };
    expect(render({ round: state, result: revealed, mine: [bet('cashhunt')], choice: { cashHuntPick: 40 }, now: NOW + 15_000 })).toContain('Your cell: ×75');
    expect(render({ round: state, result: revealed, mine: [bet('cashhunt')], choice: null, now: NOW + 15_000 })).toContain('Your cell: ×10');
  });

  it('offers the three flapper colours for the Crazy Time bonus, and nothing to choose for Coin Flip', () => {
    const wheel: CrazyTimeRoundResult = { ...hidden, spot: 'crazytime', bonus: { game: 'crazytime', revealed: false, stops: null, defaultFlapper: null, outcomes: null } };
    const html = render({ result: wheel, mine: [bet('crazytime')] });
    for (const colour of ['green', 'blue', 'yellow']) expect(html).toContain(`data-testid="ct-flapper-${colour}"`);
    const flip: CrazyTimeRoundResult = { ...hidden, spot: 'coinflip', bonus: { game: 'coinflip', red: 5, blue: 12, side: 'blue', multiplier: 12 } };
    const coin = render({ result: flip, mine: [bet('coinflip')] });
    expect(coin).not.toContain('ct-choose');
    expect(coin).toContain('The coin: Blue side, ×12');
  });
});
