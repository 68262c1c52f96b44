import type { RoundTiming } from '@azart/fairness';

/**
 * How long each part of a round lasts (milliseconds from the round's start),
 * from its game's timing (games.md §3), the deployment's speed and what the
 * round's result holds: a bonus game adds its show to the spin, and a bonus
 * that players choose in (Cash Hunt, Crazy Time) takes their choices until
 * the spin ends.
 */
export type RoundSchedule = { bettingMs: number; spinMs: number; resultMs: number; pauseMs: number; choiceMs: number | null };

export function roundSchedule(timing: RoundTiming, scale: number, round: { hasBonus: boolean; needsChoices: boolean }): RoundSchedule {
  const at = (ms: number) => Math.max(1, Math.round(ms * scale));
  const bettingMs = at(timing.bettingMs);
  const spinMs = bettingMs + at(timing.spinMs + (round.hasBonus ? timing.bonusMs : 0));
  const resultMs = spinMs + at(timing.resultMs);
  const pauseMs = resultMs + at(timing.pauseMs);
  return { bettingMs, spinMs, resultMs, pauseMs, choiceMs: round.needsChoices ? spinMs : null };
}
