import { z } from 'zod';
import { userSchema } from './auth.ts';

/**
 * Free coins, the "minutes bonus" (bonuses.md §2, issue 13 item 3), and the
 * image-rotation captcha that guards each claim (spec §2 modals). The
 * captcha's picture comes turned by a secret angle; the claim sends the turn
 * the player applied (clockwise, degrees) to make it upright.
 */

/** The largest turn a claim can send: angles are whole degrees 0–359. */
export const CAPTCHA_ANGLE_MAX = 359;

export const freeCoinsCaptchaResponseSchema = z.object({
  id: z.uuid(),
  /** A PNG as a data URL: a round picture turned by the secret angle. */
  image: z.string().startsWith('data:image/png;base64,'),
});

/** A claim without its captcha (or with a broken one) is refused by this schema, with the captcha's messages. */
export const freeCoinsClaimRequestSchema = z.object({
  captchaId: z.uuid({ error: (issue) => (issue.input === undefined ? 'captcha_required' : 'captcha_invalid') }),
  angle: z
    .number({ error: (issue) => (issue.input === undefined ? 'captcha_required' : 'captcha_angle_invalid') })
    .int({ error: 'captcha_angle_invalid' })
    .min(0, { error: 'captcha_angle_invalid' })
    .max(CAPTCHA_ANGLE_MAX, { error: 'captcha_angle_invalid' }),
});
export type FreeCoinsClaimRequest = z.infer<typeof freeCoinsClaimRequestSchema>;

/** Kopecks credited to the bonus balance, and the player after it. */
export const freeCoinsClaimResponseSchema = z.object({ amount: z.number().int(), user: userSchema });

/** For the bonuses page: whether a claim is possible now, and when the 10-minute wait ends (null: no wait). */
export const freeCoinsStateSchema = z.object({ available: z.boolean(), nextAt: z.string().nullable() });
export type FreeCoinsState = z.infer<typeof freeCoinsStateSchema>;

export const FREE_COINS_MESSAGES = {
  captcha_required: { ru: 'Поверните картинку, чтобы получить монеты', en: 'Turn the picture upright to get the coins' },
  captcha_invalid: { ru: 'Картинка не найдена, загрузите новую', en: 'Picture not found, load a new one' },
  captcha_angle_invalid: { ru: 'Угол поворота — целое число градусов от 0 до 359', en: 'The turn must be a whole number of degrees from 0 to 359' },
  captcha_wrong: { ru: 'Картинка повёрнута неверно. Попробуйте ещё раз с новой', en: 'The picture is not upright. Try again with a new one' },
  captcha_used: { ru: 'Эта картинка уже использована, загрузите новую', en: 'This picture has already been used, load a new one' },
  captcha_expired: { ru: 'Время на ответ истекло, загрузите новую картинку', en: 'Time to answer is up, load a new picture' },
  captcha_locked: { ru: 'Слишком много неверных ответов. Попробуйте через {minutes} мин.', en: 'Too many wrong answers. Try again in {minutes} min.' },
  free_coins_balance: { ru: 'Бесплатные монеты доступны, когда на балансе меньше {amount}', en: 'Free coins are available when your balance is below {amount}' },
  free_coins_in_play: { ru: 'Сначала доиграйте начатую игру: в ней ваша ставка', en: 'Finish your open game first: it holds your bet' },
  free_coins_withdrawal: { ru: 'Бесплатные монеты недоступны, пока обрабатывается вывод средств', en: 'Free coins are not available while a withdrawal is in progress' },
  free_coins_wait: { ru: 'Следующие бесплатные монеты — через {minutes} мин.', en: 'Next free coins in {minutes} min.' },
} as const;
