import { PROMO_CODE_PATTERN, type AdminPromo, type PromoCreateRequest, type Status } from '@azart/contracts';
import { parseCoins } from './amounts.ts';

/**
 * A promo code as an admin types it (bonuses.md §5): amounts in coins, the
 * deposit share and the withdrawable share in percent, the wager as a
 * multiplier, dates in the browser's time zone. Checked with the server's
 * rules (contracts `promoCreateRequestSchema`) before any request; the
 * server checks again and its messages land on the same fields.
 */
export type RewardKind = AdminPromo['rewardKind'];
export const REWARD_KINDS = ['fixed', 'percent', 'boost'] as const satisfies readonly RewardKind[];
export const PROMO_STATUSES = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const satisfies readonly Exclude<Status, 'none'>[];
export const SUBSCRIPTIONS = ['vk', 'tg'] as const;

export type PromoForm = {
  code: string;
  rewardKind: RewardKind;
  amount: string;
  percent: string;
  cap: string;
  boostHours: string;
  wager: string;
  withdrawable: string;
  totalLimit: string;
  startsAt: string;
  endsAt: string;
  minLevel: string;
  minStatus: '' | (typeof PROMO_STATUSES)[number];
  requiresSubscription: '' | (typeof SUBSCRIPTIONS)[number];
};
export type PromoField = keyof PromoForm;
export type PromoProblem = 'code' | 'amount' | 'percent' | 'cap' | 'boostHours' | 'wager' | 'withdrawable' | 'totalLimit' | 'date' | 'endsBeforeStart' | 'minLevel';

/** A new code's form: the server's defaults (wager ×3, all of it withdrawable, from level 1). */
export const EMPTY_PROMO_FORM: PromoForm = {
  code: '', rewardKind: 'fixed', amount: '', percent: '', cap: '', boostHours: '', wager: '3', withdrawable: '100', totalLimit: '', startsAt: '', endsAt: '', minLevel: '1', minStatus: '', requiresSubscription: '',
};

/** The server's field names (422) → this form's; a reward problem lands on the reward field of the chosen kind. */
export function formFieldOf(server: string, kind: RewardKind): PromoField | null {
  const reward: PromoField = kind === 'fixed' ? 'amount' : kind === 'percent' ? 'percent' : 'boostHours';
  const map: Record<string, PromoField> = {
    code: 'code', rewardKind: 'rewardKind', amount: reward, percentBp: 'percent', cap: 'cap', boostHours: 'boostHours', wagerX100: 'wager', withdrawableBp: 'withdrawable',
    totalLimit: 'totalLimit', startsAt: 'startsAt', endsAt: 'endsAt', minLevel: 'minLevel', minStatus: 'minStatus', requiresSubscription: 'requiresSubscription',
  };
  return map[server] ?? null;
}

const SPACES = /[\s\u00a0\u202f]/g;
const MAX_PERCENT_BP = 100_000;

/** "2,5" or "2.5 %" → 250 (hundredths); null when not a number with at most two decimals. */
export function parseHundredths(text: string): number | null {
  return parseCoins(text.replace(SPACES, '').replace(/^×|%$/g, ''));
}

function parseWhole(text: string): number | null {
  const clean = text.replace(SPACES, '');
  return /^\d{1,9}$/.test(clean) ? Number(clean) : null;
}

/** A `datetime-local` value (the browser's time zone) → ISO; '' → null; undefined when it is not a date. */
export function localToIso(text: string): string | null | undefined {
  if (!text.trim()) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** ISO → a `datetime-local` value in the browser's time zone (minutes). */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form → the request, or the problem of each field. Only the chosen reward's fields are sent. */
export function parsePromoForm(form: PromoForm): { ok: true; body: PromoCreateRequest } | { ok: false; problems: Partial<Record<PromoField, PromoProblem>> } {
  const problems: Partial<Record<PromoField, PromoProblem>> = {};
  const code = form.code.trim();
  if (!PROMO_CODE_PATTERN.test(code)) problems.code = 'code';

  let amount = 0;
  let percentBp = 0;
  let cap = 0;
  let boostHours = 0;
  if (form.rewardKind === 'fixed') {
    const value = parseCoins(form.amount);
    if (value === null || value <= 0) problems.amount = 'amount';
    else amount = value;
  } else if (form.rewardKind === 'percent') {
    const value = parseHundredths(form.percent);
    if (value === null || value <= 0 || value > MAX_PERCENT_BP) problems.percent = 'percent';
    else percentBp = value;
    if (form.cap.trim()) {
      const limit = parseCoins(form.cap);
      if (limit === null) problems.cap = 'cap';
      else cap = limit;
    }
  } else {
    const hours = parseWhole(form.boostHours);
    if (hours === null || hours < 1 || hours > 720) problems.boostHours = 'boostHours';
    else boostHours = hours;
  }

  const wagerX100 = parseHundredths(form.wager);
  if (wagerX100 === null || wagerX100 > 10_000) problems.wager = 'wager';
  const withdrawableBp = parseHundredths(form.withdrawable);
  if (withdrawableBp === null || withdrawableBp > 10_000) problems.withdrawable = 'withdrawable';
  let totalLimit: number | null = null;
  if (form.totalLimit.trim()) {
    totalLimit = parseWhole(form.totalLimit);
    if (totalLimit === null || totalLimit < 1 || totalLimit > 10_000_000) problems.totalLimit = 'totalLimit';
  }
  const startsAt = localToIso(form.startsAt);
  const endsAt = localToIso(form.endsAt);
  if (startsAt === undefined) problems.startsAt = 'date';
  if (endsAt === undefined) problems.endsAt = 'date';
  if (startsAt && endsAt && new Date(startsAt) >= new Date(endsAt)) problems.endsAt = 'endsBeforeStart';
  const minLevel = parseWhole(form.minLevel);
  if (minLevel === null || minLevel < 1 || minLevel > 10) problems.minLevel = 'minLevel';

  if (Object.keys(problems).length || wagerX100 === null || withdrawableBp === null || minLevel === null || startsAt === undefined || endsAt === undefined) return { ok: false, problems };
  return {
    ok: true,
    body: {
      code, rewardKind: form.rewardKind, amount, percentBp, cap, boostHours, wagerX100, withdrawableBp, totalLimit, startsAt, endsAt, minLevel,
      minStatus: form.minStatus || null, requiresSubscription: form.requiresSubscription || null,
    },
  };
}

export type PromoState = 'active' | 'disabled' | 'ended' | 'scheduled' | 'usedUp';

/** Where a code stands now: disabled by an admin, over, not started, used up, or open. */
export function promoState(promo: Pick<AdminPromo, 'disabled' | 'startsAt' | 'endsAt' | 'totalLimit' | 'activations'>, now = new Date()): PromoState {
  if (promo.disabled) return 'disabled';
  if (promo.endsAt && new Date(promo.endsAt) <= now) return 'ended';
  if (promo.startsAt && new Date(promo.startsAt) > now) return 'scheduled';
  if (promo.totalLimit !== null && promo.activations >= promo.totalLimit) return 'usedUp';
  return 'active';
}
