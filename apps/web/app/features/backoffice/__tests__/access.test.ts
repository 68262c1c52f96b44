import { describe, expect, it } from 'vitest';
import { ACTIONS, can, canOpen, hasScope, isStaff, SECTION_IDS, sectionsFor } from '../access.ts';

describe('who sees what in the back office', () => {
  it('opens nothing to players and visitors', () => {
    expect(isStaff(['player'])).toBe(false);
    expect(isStaff([])).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
    expect(sectionsFor(['player'])).toEqual([]);
    expect(sectionsFor(undefined)).toEqual([]);
    for (const action of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) expect(can(['player'], action)).toBe(false);
  });

  it('gives support the players, the tickets and the deposit requests', () => {
    expect(isStaff(['player', 'support'])).toBe(true);
    expect(sectionsFor(['player', 'support'])).toEqual(['players', 'tickets', 'claims']);
    expect(can(['support'], 'ticket.answer')).toBe(true);
    expect(can(['finance'], 'ticket.answer')).toBe(false);
    expect(can(['support'], 'claim.decide')).toBe(true);
    // Crediting moves money: finance (or admin) only, as the server enforces.
    expect(can(['support'], 'claim.credit')).toBe(false);
    expect(can(['finance'], 'claim.credit')).toBe(true);
    expect(can(['admin'], 'claim.credit')).toBe(true);
    expect(can(['support'], 'player.block')).toBe(false);
    expect(can(['support'], 'player.adjust')).toBe(false);
    expect(can(['support'], 'withdrawal.decide')).toBe(false);
    expect(canOpen(['support'], 'withdrawals')).toBe(false);
  });

  it('gives finance the withdrawals, deposits and reconciliation', () => {
    expect(sectionsFor(['player', 'finance'])).toEqual(['withdrawals', 'deposits', 'reconciliation']);
    expect(can(['finance'], 'withdrawal.decide')).toBe(true);
    expect(canOpen(['finance'], 'players')).toBe(false);
    expect(canOpen(['finance'], 'audit')).toBe(false);
  });

  it('adds up several staff scopes in the navigation order', () => {
    expect(sectionsFor(['finance', 'support'])).toEqual(['players', 'tickets', 'claims', 'withdrawals', 'deposits', 'reconciliation']);
  });

  it('opens every section and action to admin, games and the audit log included', () => {
    expect(sectionsFor(['player', 'admin'])).toEqual([...SECTION_IDS]);
    expect(SECTION_IDS).toEqual(expect.arrayContaining(['games', 'audit']));
    for (const action of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) expect(can(['admin'], action)).toBe(true);
    expect(hasScope(['admin'], 'support')).toBe(true);
    expect(hasScope(['admin'], 'finance')).toBe(true);
  });

  it('keeps blocking, roles and adjustments for admins only', () => {
    for (const action of ['player.block', 'player.scope', 'player.adjust'] as const) {
      expect(can(['support', 'finance'], action)).toBe(false);
      expect(can(['admin'], action)).toBe(true);
    }
  });
});
