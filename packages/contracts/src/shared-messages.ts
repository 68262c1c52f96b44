import type { Locale } from './locale.ts';
import { formatCoins } from './money.ts';
import { TRANSPORT_MESSAGES } from './transport-messages.ts';

/**
 * Every message a client can be shown for an error, in both languages. The
 * server answers with the text for the request's Accept-Language; the web app
 * uses the same table for client-side validation so both say the same thing.
 * Keys are the stable error codes clients may branch on.
 */
export const SHARED_MESSAGES = {
  ...TRANSPORT_MESSAGES,
  // generic
  validation_failed: { ru: 'Проверьте введённые данные', en: 'Please check the data you entered' },
  invalid_value: { ru: 'Недопустимое значение', en: 'Invalid value' },
  required: { ru: 'Обязательное поле', en: 'This field is required' },
  not_found: { ru: 'Не найдено', en: 'Not found' },
  unauthorized: { ru: 'Требуется вход', en: 'Please sign in' },
  xsrf_mismatch: { ru: 'Сессия устарела, обновите страницу', en: 'Your session is out of date, please refresh the page' },
  idempotency_conflict: { ru: 'Этот ключ запроса уже использован для другой операции', en: 'This request key was already used for a different operation' },
  payload_too_large: { ru: 'Слишком большой запрос', en: 'Request is too large' },
  bad_json: { ru: 'Некорректный формат запроса', en: 'Malformed request body' },
  bad_request: { ru: 'Некорректный запрос', en: 'Bad request' },
  headers_too_large: { ru: 'Слишком большие заголовки запроса', en: 'Request headers are too large' },
  request_timeout: { ru: 'Запрос шёл слишком долго и был прерван', en: 'The request took too long and was cut off' },
  text_invalid_characters: { ru: 'Недопустимые символы', en: 'Invalid characters' },
  // auth
  login_required: { ru: 'Введите логин', en: 'Enter a login' },
  login_format: { ru: 'Логин: 3–20 символов, латинские буквы, цифры и _, начинается с буквы', en: 'Login: 3–20 characters, Latin letters, digits and _, starting with a letter' },
  login_taken: { ru: 'Этот логин уже занят', en: 'This login is already taken' },
  password_required: { ru: 'Введите пароль', en: 'Enter a password' },
  password_too_short: { ru: 'Пароль должен быть не короче 8 символов', en: 'The password must be at least 8 characters long' },
  password_too_long: { ru: 'Пароль должен быть не длиннее 128 символов', en: 'The password must be at most 128 characters long' },
  password_weak: { ru: 'Пароль должен содержать букву и цифру', en: 'The password must contain a letter and a digit' },
  password_is_login: { ru: 'Пароль не должен совпадать с логином', en: 'The password must not be the same as the login' },
  password_mismatch: { ru: 'Пароли не совпадают', en: 'The passwords do not match' },
  agreement_required: { ru: 'Примите пользовательское соглашение и политику конфиденциальности, подтвердите, что вам есть 18 лет', en: 'Accept the user agreement and privacy policy and confirm you are 18 or older' },
  invalid_credentials: { ru: 'Неверный логин или пароль', en: 'Wrong login or password' },
  account_blocked: { ru: 'Аккаунт заблокирован администрацией', en: 'This account has been blocked by the administration' },
  session_expired: { ru: 'Сессия истекла, войдите снова', en: 'Your session has expired, please sign in again' },
  login_throttled: { ru: 'Слишком много неудачных попыток входа в этот аккаунт. Повторите через {seconds} с', en: 'Too many failed sign-in attempts for this account. Try again in {seconds} s' },
  // wallet and games
  not_enough_money: { ru: 'Недостаточно средств на балансе', en: 'Not enough money on the balance' },
  amount_invalid: { ru: 'Сумма должна быть целым числом копеек', en: 'The amount must be a whole number of kopecks' },
  bet_too_small: { ru: 'Минимальная ставка — {min}', en: 'The minimum bet is {min}' },
  bet_too_large: { ru: 'Максимальная ставка — {max}', en: 'The maximum bet is {max}' },
  win_too_large: { ru: 'Возможный выигрыш превышает максимум {max}', en: 'The possible win exceeds the maximum of {max}' },
  demo_amount_invalid: { ru: 'Демо-баланс: от 0 до 1 000 000 000 монет', en: 'Demo balance: from 0 to 1 000 000 000 coins' },
  play_balance_invalid: { ru: 'Выберите основной, бонусный или демо-баланс', en: 'Choose the main, bonus or demo balance' },
  demo_limit: { ru: 'Демо-баланс не может превышать 1 000 000 000 монет', en: 'The demo balance cannot exceed 1 000 000 000 coins' },
  game_in_progress: { ru: 'Сначала завершите текущую игру', en: 'Finish the current game first' },
  client_seed_invalid: { ru: 'Клиентский сид: 1–64 печатных символа ASCII', en: 'Client seed: 1–64 printable ASCII characters' },
  seed_invalid: { ru: 'Некорректный сид', en: 'Invalid seed' },
  nonce_invalid: { ru: 'Nonce должен быть целым неотрицательным числом', en: 'The nonce must be a non-negative integer' },
  game_unknown: { ru: 'Неизвестная игра', en: 'Unknown game' },
  game_disabled: { ru: 'Игра временно недоступна', en: 'This game is temporarily unavailable' },
  wager_not_found: { ru: 'Ставка не найдена', en: 'Wager not found' },
  wager_rolled_back: { ru: 'Ставка уже отменена', en: 'This wager has been rolled back' },
  wager_settled: { ru: 'Ставка уже рассчитана', en: 'This wager has already been settled' },
  wager_conflict: { ru: 'Этот идентификатор уже использован для другой ставки', en: 'This id was already used for another wager' },
  bet_not_found: { ru: 'Ставка не найдена', en: 'Bet not found' },
  player_not_found: { ru: 'Игрок не найден', en: 'Player not found' },
  round_open: { ru: 'У вас уже есть незавершённая игра — сначала завершите её', en: 'You already have a game in progress — finish it first' },
  retry: { ru: 'Не удалось выполнить запрос, попробуйте ещё раз', en: 'The request could not be completed, please try again' },
  no_open_round: { ru: 'Нет активной игры', en: 'There is no game in progress' },
  cashout_too_early: { ru: 'Откройте хотя бы одну клетку, чтобы забрать выигрыш', en: 'Open at least one tile before cashing out' },
} as const satisfies Record<string, Record<Locale, string>>;

export type SharedMessageCode = keyof typeof SHARED_MESSAGES;

export function isSharedMessageCode(value: string): value is SharedMessageCode {
  return Object.hasOwn(SHARED_MESSAGES, value);
}

/** A placeholder value: text, a plain number, or an amount of money formatted in the message's language. */
export type MessageParam = string | number | { coins: number };
export type MessageParams = Record<string, MessageParam>;

/** `{name}` placeholders of a message filled in (amounts of money in the message's language). */
export function fillMessage(text: string, locale: Locale, params?: MessageParams): string {
  if (!params) return text;
  let out = text;
  for (const [key, value] of Object.entries(params)) out = out.replaceAll(`{${key}}`, typeof value === 'object' ? formatCoins(value.coins, locale) : String(value));
  return out;
}

/**
 * Text of a message that is not any game's own. The browser's first load uses
 * this table: the full one (MESSAGES) also holds every game's messages, which
 * come with the games' specs and so with zod and the HMAC code.
 */

export function translateShared(code: SharedMessageCode, locale: Locale, params?: MessageParams): string {
  return fillMessage(SHARED_MESSAGES[code][locale], locale, params);
}
