import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  name: 'Dice',
  blurb: 'Выберите шанс от 1 до 95\u00a0% и сторону — «Меньше» или «Больше». Коэффициент до ×99.',
  title: 'Dice',
  subtitle: 'Угадайте, выпадет число меньше или больше',
  rules: [
    'Выберите сумму ставки и шанс выигрыша — от 1 до 95\u00a0% с шагом 0,01. Чем меньше шанс, тем выше коэффициент: до ×99.',
    'Нажмите «Меньше» или «Больше» — сервер бросит число от 0 до 999\u00a0999. «Меньше» выигрывает, если число меньше шанса × 10\u00a0000, «Больше» — если оно не меньше 1\u00a0000\u00a0000 − шанс × 10\u00a0000. Выигрышные числа написаны на кнопках.',
    'Выигрыш = ставка × коэффициент, профит — выигрыш минус ставка. Выигрыш не бывает больше максимального из лимитов игры.',
    'Сервер заранее фиксирует результат: вы видите хеш серверного сида до броска. Число считается из серверного сида, вашего клиентского сида и номера ставки (nonce), и после смены сидов любую ставку можно пересчитать в верификаторе.',
  ],
  seo: { title: 'Dice — игра на удачу с шансом от 1 до 95\u00a0% | Azart', description: 'Играйте в Dice: выберите шанс и сторону, коэффициент до ×99. Каждый бросок можно проверить по сидам HMAC-SHA256.' },
  verify: {
    fields: { chance: 'Шанс, %', side: 'Сторона' },
    options: { side: { less: 'Меньше', more: 'Больше' } },
    how: 'Из первых 4 байт получается дробь f от 0 до 1, бросок N = floor(f × 1\u00a0000\u00a0000). «Меньше» выигрывает при N < шанс × 10\u00a0000, «Больше» — при N ≥ 1\u00a0000\u00a0000 − шанс × 10\u00a0000.',
  },
  chance: 'Шанс выигрыша',
  coefficient: 'Коэффициент',
  possibleWin: 'Выигрыш',
  profitOnWin: 'Профит',
  chanceFormat: 'Введите шанс числом от 1 до 95, например 49,5',
  chancePrecision: 'Шанс задаётся с шагом 0,01\u00a0%',
  chanceTooLow: 'Минимальный шанс — 1\u00a0%',
  chanceTooHigh: 'Максимальный шанс — 95\u00a0%',
  less: 'Меньше',
  more: 'Больше',
  rangeLabel: '{{from}} – {{to}}',
  rollHint: 'Выберите «Меньше» или «Больше», чтобы бросить',
  rolling: 'Бросок…',
  number: 'Число',
  target: 'Условие',
  facts: { possibleWin: 'Возможный выигрыш', number: 'Число', condition: 'Условие', less: 'Меньше {{value}}', more: 'Больше {{value}}' },
  range: 'Выигрышные числа',
};

export const diceI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    name: 'Dice',
    blurb: 'Pick a chance from 1 to 95\u00a0% and a side, Less or More. Payouts up to ×99.',
    title: 'Dice',
    subtitle: 'Guess whether the roll lands lower or higher',
    rules: [
      'Choose a bet amount and a win chance from 1 to 95\u00a0% in steps of 0.01. The lower the chance, the higher the coefficient: up to ×99.',
      'Press Less or More and the server rolls a number from 0 to 999\u00a0999. Less wins when the number is below chance × 10\u00a0000, More when it is at least 1\u00a0000\u00a0000 − chance × 10\u00a0000. The winning numbers are on the buttons.',
      'A win pays amount × coefficient; the profit is the payout minus the stake. A win never exceeds the maximum in the game\'s limits.',
      'The server fixes the outcome in advance: you see the hash of the server seed before you roll. The number comes from the server seed, your client seed and the bet number (nonce), and after a seed rotation any bet can be recomputed in the verifier.',
    ],
    seo: { title: 'Dice: a game of chance from 1 to 95\u00a0% | Azart', description: 'Play Dice: choose a chance and a side, payouts up to ×99. Every roll can be checked: provably fair with HMAC-SHA256 seeds.' },
    verify: {
      fields: { chance: 'Chance, %', side: 'Side' },
      options: { side: { less: 'Less', more: 'More' } },
      how: 'The first 4 bytes make a fraction f from 0 to 1, and the roll is N = floor(f × 1\u00a0000\u00a0000). Less wins when N < chance × 10\u00a0000, More when N ≥ 1\u00a0000\u00a0000 − chance × 10\u00a0000.',
    },
    chance: 'Win chance',
    coefficient: 'Coefficient',
    possibleWin: 'Payout',
    profitOnWin: 'Profit',
    chanceFormat: 'Enter a chance from 1 to 95, e.g. 49.5',
    chancePrecision: 'The chance goes in steps of 0.01\u00a0%',
    chanceTooLow: 'The lowest chance is 1\u00a0%',
    chanceTooHigh: 'The highest chance is 95\u00a0%',
    less: 'Less',
    more: 'More',
    rangeLabel: '{{from}} – {{to}}',
    rollHint: 'Pick Less or More to roll',
    rolling: 'Rolling…',
    number: 'Number',
    target: 'Target',
    facts: { possibleWin: 'Possible win', number: 'Number', condition: 'Condition', less: 'Less than {{value}}', more: 'More than {{value}}' },
    range: 'Winning numbers',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    dice: typeof ru;
  }
}
