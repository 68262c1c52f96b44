import type { Claim } from './claim.ts';
import type { Principal } from '../../users/index.ts';

/**
 * What a player's last instant bet was played under, remembered by this
 * process so that their next bet needs no read before it is settled
 * (decision 013): the principal, the game's settings and the seed pair with
 * its next nonce. Only a guess: the settling statement checks every part of
 * it (games_check_claims: session open, player not blocked, same mode, login,
 * scope and settings; fairness_claim_nonces: the pair still active and the
 * nonce still next), and a bet played on a wrong guess is undone whole and
 * played again after a fresh read. So another process's logout, block,
 * settings change, rotation or bet is never missed, only paid for with one
 * more round trip.
 */
export type RememberedRead = { principal: Principal; claim: Claim };

type Entry = RememberedRead & { game: string };

/** Players remembered at most; the least recently betting are forgotten first. */
const CAPACITY = 20_000;

export class ClaimCache {
  private readonly entries = new Map<number, Entry>();
  private readonly capacity: number;

  constructor(capacity = CAPACITY) {
    this.capacity = capacity;
  }

  /**
   * The read to play the player's next bet of `game` under, with the nonce
   * after the last one handed out (so that two bets in flight get two
   * nonces), or undefined when nothing fits.
   */
  take(userId: number, sessionId: string, game: string): RememberedRead | undefined {
    const entry = this.entries.get(userId);
    if (!entry || entry.game !== game || entry.principal.sessionId !== sessionId) return undefined;
    const read = { principal: entry.principal, claim: entry.claim };
    // Most recently used last: Map keeps insertion order, which makes the first key the one to evict.
    this.entries.delete(userId);
    this.entries.set(userId, { ...entry, claim: { ...entry.claim, nonce: entry.claim.nonce + 1 } });
    return read;
  }

  /** After a settled bet: what it was played under, with the nonce it took. */
  remember(game: string, read: RememberedRead): void {
    const userId = read.principal.id;
    this.entries.delete(userId);
    this.entries.set(userId, { ...read, game, claim: { ...read.claim, nonce: read.claim.nonce + 1 } });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** After a bet that failed or was played on a wrong guess: read afresh next time. */
  forget(userId: number): void {
    this.entries.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }
}
