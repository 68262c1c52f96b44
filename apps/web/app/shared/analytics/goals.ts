/**
 * The analytics goal adapter (spec §7 "An analytics goal is reported by
 * name"; issue 23 item 7): features report what happened by name, and one
 * sink, chosen at build time by VITE_ANALYTICS_GOALS, sends it on:
 *
 * - unset, empty or `none`: nowhere (the default: this site loads no
 *   analytics of its own);
 * - `console`: the browser's console, to see the goals while developing;
 * - `datalayer`: `window.dataLayer.push({event: goal, ...params})`, for a tag
 *   manager the operator adds;
 * - `ym:<counter>`: Yandex Metrica's `ym(counter, 'reachGoal', goal, params)`,
 *   when its tag is on the page.
 *
 * Reporting never throws and never waits: a broken or missing sink loses
 * the goal, not the player's action.
 */
export type Goal = 'registration' | 'sign_in' | 'social_sign_in' | 'social_registration' | 'deposit_created' | 'first_deposit' | 'referral_visit';
export type GoalParams = Record<string, string | number | boolean>;
export type GoalSink = (goal: Goal, params?: GoalParams) => void;

type Target = { dataLayer?: unknown[]; ym?: (counter: number, action: 'reachGoal', goal: string, params?: GoalParams) => void; console?: Pick<Console, 'info'> };

const none: GoalSink = () => undefined;

/** The sink a setting names (anything unknown: none). */
export function sinkFrom(setting: string | undefined, target: () => Target | undefined): GoalSink {
  const value = (setting ?? '').trim();
  if (value === 'console') return (goal, params) => target()?.console?.info('[goal]', goal, params ?? {});
  if (value === 'datalayer') {
    return (goal, params) => {
      const where = target();
      if (!where) return;
      where.dataLayer ??= [];
      where.dataLayer.push({ event: goal, ...params });
    };
  }
  const counter = /^ym:(\d{1,12})$/.exec(value);
  if (counter) return (goal, params) => target()?.ym?.(Number(counter[1]), 'reachGoal', goal, params);
  return none;
}

const sink = sinkFrom(import.meta.env.VITE_ANALYTICS_GOALS as string | undefined, () => (typeof window === 'undefined' ? undefined : (window as unknown as Target)));

export function reachGoal(goal: Goal, params?: GoalParams): void {
  try {
    sink(goal, params);
  } catch {
    // An analytics script's fault is not the player's.
  }
}
