import type { Scope } from '@azart/contracts';

/**
 * Who sees what in the back office (spec §6; issue 11): a policy map from the
 * user's scopes to the sections and actions they open. The server checks the
 * same on every route (plugins/authorization.ts, 403 otherwise); the UI uses
 * this to show each staff member only what they may use. `admin` opens all.
 */
export type StaffScope = Exclude<Scope, 'player'>;

/** The sections in the order the navigation shows them, each with the scope it needs. */
export const SECTIONS = [
  { id: 'players', scope: 'support' },
  { id: 'tickets', scope: 'support' },
  { id: 'claims', scope: 'support' },
  { id: 'withdrawals', scope: 'finance' },
  { id: 'deposits', scope: 'finance' },
  { id: 'reconciliation', scope: 'finance' },
  { id: 'games', scope: 'admin' },
  { id: 'audit', scope: 'admin' },
  { id: 'promo', scope: 'admin' },
  { id: 'bonusSettings', scope: 'admin' },
  { id: 'tournaments', scope: 'admin' },
  { id: 'screenshots', scope: 'admin' },
] as const satisfies readonly { id: string; scope: StaffScope }[];
export type SectionId = (typeof SECTIONS)[number]['id'];
export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((s) => s.id);

/** What staff do, and the scope each needs. */
export const ACTIONS = {
  /** Block or unblock a player, with a reason. */
  'player.block': 'admin',
  /** Change a player's scopes. */
  'player.scope': 'admin',
  /** Credit or debit a player's main or bonus balance through the ledger. */
  'player.adjust': 'admin',
  /** See a player's bonus grants, give one by hand or cancel one. */
  'player.bonus': 'admin',
  /** Approve or reject a withdrawal. */
  'withdrawal.decide': 'finance',
  /** Answer support tickets, assign them, set their status, keep canned replies. */
  'ticket.answer': 'support',
  /** Forward or deny a deposit-not-received request. */
  'claim.decide': 'support',
  /** Credit one: it moves money, so finance (the server refuses it to support alone). */
  'claim.credit': 'finance',
  /** Approve (pays the Telegram reward) or reject a Telegram screenshot. */
  'screenshot.decide': 'admin',
} as const satisfies Record<string, StaffScope>;
export type StaffAction = keyof typeof ACTIONS;

type Granted = readonly string[] | null | undefined;

/** The scope is granted, or admin is (admin may do everything). */
export function hasScope(granted: Granted, needed: StaffScope): boolean {
  return !!granted && (granted.includes(needed) || granted.includes('admin'));
}

/** Any staff scope at all: the back office opens; a player (or a visitor) gets 403. */
export function isStaff(granted: Granted): boolean {
  return !!granted && (['support', 'finance', 'admin'] as const).some((s) => granted.includes(s));
}

export function sectionScope(section: SectionId): StaffScope {
  return SECTIONS.find((s) => s.id === section)!.scope;
}

/** The sections these scopes open, in navigation order. */
export function sectionsFor(granted: Granted): SectionId[] {
  return SECTIONS.filter((s) => hasScope(granted, s.scope)).map((s) => s.id);
}

export function canOpen(granted: Granted, section: SectionId): boolean {
  return hasScope(granted, sectionScope(section));
}

export function can(granted: Granted, action: StaffAction): boolean {
  return hasScope(granted, ACTIONS[action]);
}
