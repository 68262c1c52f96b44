import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
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
