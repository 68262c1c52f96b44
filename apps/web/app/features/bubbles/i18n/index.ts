import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  name: 'Bubbles',
  blurb: 'Задайте цель от ×1,01 до ×1\u00a0000\u00a0000 и надуйте пузырь. Шанс — 99\u00a0% / цель.',
  seo: { title: 'Bubbles — надуйте пузырь до ×1\u00a0000\u00a0000 | Azart', description: 'Играйте в Bubbles: выберите целевой коэффициент от ×1,01 до ×1\u00a0000\u00a0000, шанс 99\u00a0% / цель. Каждый результат можно проверить.' },
  verify: { fields: { target: 'Цель' }, options: {}, how: 'Результат R = max(1, floor(99 / (1 − f)) / 100); ставка выигрывает, если R не меньше цели.' },
  facts: { target: 'Цель', bubble: 'Пузырь' },
  title: 'Bubbles',
  subtitle: 'Надуйте пузырь до своего коэффициента',
  target: 'Целевой коэффициент',
  targetInvalid: 'Введите коэффициент числом, например 2 или 2,5',
  targetPrecision: 'Коэффициент задаётся с шагом 0,01',
  targetTooLow: 'Минимальная цель — ×1,01',
  targetTooHigh: 'Максимальная цель — ×1\u00a0000\u00a0000',
  chance: 'Шанс',
  play: 'Надуть пузырь',
  hint: 'Выберите цель и надувайте: пузырь должен дорасти до неё',
  inflating: 'Надуваем…',
  burst: 'Лопнул на ×{{result}}, цель ×{{target}}',
  reached: 'Дорос до ×{{result}}, цель ×{{target}}',
  result: 'Пузырь',
  rules: [
    'Задайте целевой коэффициент от ×1,01 до ×1\u00a0000\u00a0000 и сумму ставки. Пузырь надувается до случайного множителя R.',
    'Если R не меньше цели, вы выигрываете ставку × цель; иначе ставка проиграна. Шанс выигрыша = 99\u00a0% / цель, поэтому возврат одинаков при любой цели.',
    'Множитель R = max(1,00; 99 / (1 − f)), где f — дробь из HMAC-SHA256 ваших сидов и nonce. Любую ставку можно пересчитать в верификаторе.',
  ],
};

export const bubblesI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    name: 'Bubbles',
    blurb: 'Set a target from ×1.01 to ×1\u00a0000\u00a0000 and inflate the bubble. Win chance: 99\u00a0% / target.',
    seo: { title: 'Bubbles: inflate the bubble up to ×1\u00a0000\u00a0000 | Azart', description: 'Play Bubbles: set a target from ×1.01 to ×1\u00a0000\u00a0000, win chance 99\u00a0% / target. Every result can be checked.' },
    verify: { fields: { target: 'Target' }, options: {}, how: 'The result is R = max(1, floor(99 / (1 − f)) / 100); the bet wins when R reaches the target.' },
    facts: { target: 'Target', bubble: 'Bubble' },
    title: 'Bubbles',
    subtitle: 'Inflate the bubble up to your target',
    target: 'Target coefficient',
    targetInvalid: 'Enter the target as a number, e.g. 2 or 2.5',
    targetPrecision: 'The target goes in steps of 0.01',
    targetTooLow: 'The lowest target is ×1.01',
    targetTooHigh: 'The highest target is ×1\u00a0000\u00a0000',
    chance: 'Chance',
    play: 'Inflate',
    hint: 'Set a target and inflate: the bubble has to grow to it',
    inflating: 'Inflating…',
    burst: 'Burst at ×{{result}}, target ×{{target}}',
    reached: 'Reached ×{{result}}, target ×{{target}}',
    result: 'Bubble',
    rules: [
      'Set a target coefficient from ×1.01 to ×1\u00a0000\u00a0000 and an amount. The bubble inflates to a random multiplier R.',
      'If R reaches the target you win amount × target; otherwise the bet is lost. The win chance is 99\u00a0% / target, so the return is the same at every target.',
      'The multiplier is R = max(1.00, 99 / (1 − f)), where f is a fraction from HMAC-SHA256 of your seeds and nonce. Any bet can be recomputed in the verifier.',
    ],
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    bubbles: typeof ru;
  }
}
