// A bounded Dice bet load with a client-side record of every bet: each bet
// has its own Idempotency-Key and is retried with that same key until it
// gets a definite answer, as a careful client would. Each player waits
// `gapMs` between bets: 8 players then place about 100 bets a second, and
// every fault still meets bets mid-flight, while the e2e suite beside it
// keeps the cores (back to back the load took a tenth more CPU for the
// same checks). What the server
// answered is counted per phase; anything but 200, a money refusal, a clean
// 503 or (while the process is down) a refused connection is a violation.

export type Player = { id: number; login: string; token: string };
export type SettledBet = { key: string; amount: number; win: number; betId: number };
export type Counts = Record<string, number>;

export class BetLoad {
  readonly settled = new Map<number, SettledBet[]>();
  readonly violations: string[] = [];
  private counts: Counts = {};
  private stopping = false;
  private running: Promise<void>[] = [];
  private readonly url: () => string;
  private readonly players: Player[];

  private readonly gapMs: number;

  constructor(url: () => string, players: Player[], { gapMs = 60 }: { gapMs?: number } = {}) {
    this.url = url;
    this.players = players;
    this.gapMs = gapMs;
  }

  start(): void {
    this.stopping = false;
    this.running = this.players.map((player) => this.loop(player));
  }

  /** Stops after each player's bet in flight has a definite answer (bounded by `deadlineMs`). */
  async stop(deadlineMs = 60_000): Promise<void> {
    this.stopping = true;
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadlineMs).unref());
    if ((await Promise.race([Promise.all(this.running), timeout])) === 'timeout') this.violations.push(`bets still unresolved ${deadlineMs} ms after the load stopped`);
  }

  /** The answers counted since the last call. */
  takeCounts(): Counts {
    const counts = this.counts;
    this.counts = {};
    return counts;
  }

  private count(what: string): void {
    this.counts[what] = (this.counts[what] ?? 0) + 1;
  }

  private async loop(player: Player): Promise<void> {
    let n = 0;
    while (!this.stopping) {
      const key = `fault-${player.id}-${n++}-${Math.random().toString(36).slice(2, 8)}`;
      await this.betUntilAnswered(player, key);
      if (this.gapMs > 0 && !this.stopping) await pause(this.gapMs);
    }
  }

  private async betUntilAnswered(player: Player, key: string): Promise<void> {
    const body = JSON.stringify({ amount: 100, chance: 50, side: key.length % 2 ? 'less' : 'more' });
    for (;;) {
      let response: Response;
      try {
        response = await fetch(`${this.url()}/api/games/dice/bet`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': 'en' },
          body,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        // The process is down (killed) or restarting: try the same key again.
        this.count(`network error (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name})`);
        await pause(100);
        continue;
      }
      const text = await response.text();
      if (response.status === 200) {
        const { bet } = JSON.parse(text) as { bet: { id: number; amount: number; win: number } };
        const list = this.settled.get(player.id) ?? [];
        // A retry of a key that already settled answers with the same bet, which is recorded once.
        if (!list.some((b) => b.key === key)) list.push({ key, amount: bet.amount, win: bet.win, betId: bet.id });
        this.settled.set(player.id, list);
        this.count('200');
        return;
      }
      if (response.status === 503) {
        const parsed = safeJson(text);
        if (parsed?.code !== 'unavailable' || typeof parsed.error !== 'string') this.violations.push(`503 without the unavailable shape: ${text.slice(0, 200)}`);
        this.count('503 unavailable');
        await pause(100);
        continue;
      }
      if (response.status === 422 && safeJson(text)?.code === 'not_enough_money') {
        this.count('422 not_enough_money');
        return;
      }
      this.count(String(response.status));
      this.violations.push(`${response.status} for bet ${key}: ${text.slice(0, 300)}`);
      return;
    }
  }
}

function safeJson(text: string): { code?: unknown; error?: unknown } | undefined {
  try {
    return JSON.parse(text) as { code?: unknown; error?: unknown };
  } catch {
    return undefined;
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
