import { describe, expect, it } from 'vitest';
import { ApiError } from '~/shared/api/client.ts';
import { refusalMessages } from '../components/staff-form.tsx';

/**
 * Where a server's refusal shows on a back-office form: on the fields the
 * form knows (under the form's own names), everything else on the whole
 * form, so no message is lost.
 */
describe('a refusal on a form', () => {
  const fieldOf = (server: string) => ({ amount: 'amount', wagerX100: 'wager' } as Record<string, 'amount' | 'wager'>)[server] ?? null;

  it('lands on the fields the form knows, by their names on the form, and the rest on the whole form', () => {
    const refusal = new ApiError(422, { error: { amount: ['Слишком много'], wagerX100: ['Не меньше 1'], startsAt: ['Неверная дата'] }, code: 'validation' }, 'x');
    expect(refusalMessages(refusal, fieldOf)).toEqual({ fields: { amount: ['Слишком много'], wager: ['Не меньше 1'] }, form: ['Неверная дата'] });
  });

  it('joins two server fields that are one field on the form', () => {
    const refusal = new ApiError(422, { error: { amount: ['a'], wagerX100: ['b'] }, code: 'validation' }, 'x');
    expect(refusalMessages(refusal, () => 'amount')).toEqual({ fields: { amount: ['a', 'b'] }, form: [] });
  });

  it('puts a refusal without fields (a 409, a 403) on the whole form', () => {
    const refusal = new ApiError(409, { error: 'Турнир уже закончился', code: 'tournament_ended' }, 'x');
    expect(refusalMessages(refusal, fieldOf)).toEqual({ fields: {}, form: ['Турнир уже закончился'] });
  });

  it('takes no message from an error that is not an API answer (the client turns lost connections into one)', () => {
    expect(refusalMessages(new TypeError('boom'), fieldOf)).toEqual({ fields: {}, form: [] });
  });
});
