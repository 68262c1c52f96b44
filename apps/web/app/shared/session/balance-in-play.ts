import type { PlayBalance, User } from '@azart/contracts';
import { api } from '../api/client.ts';
import { applyUser } from './session.ts';

/** Which balance own games play from: the header menu's choice (bonuses.md §1). */
export function playBalanceOf(user: Pick<User, 'demo' | 'bonusPlay'>): PlayBalance {
  return user.demo ? 'demo' : user.bonusPlay ? 'bonus' : 'main';
}

/** The amount a bet can take now, kopecks. */
export function balanceInPlay(user: User): number {
  const balance = playBalanceOf(user);
  return balance === 'demo' ? user.demoMoney : balance === 'bonus' ? user.bonusMoney : user.money;
}

/** Chooses the balance own games play from (the header menu, or a page's shortcut); the answer's user joins the session. */
export async function choosePlayBalance(balance: PlayBalance): Promise<User> {
  const { user } = await api.post('/api/balance/play', { body: { balance } });
  applyUser(user);
  return user;
}
