import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  title: 'Bubbles',
  subtitle: 'Надуйте пузырь до своего коэффициента',
  target: 'Целевой коэффициент',
  targetInvalid: 'Коэффициент от 1,01 до 1 000 000, не больше двух знаков после запятой',
  chance: 'Шанс выигрыша',
  play: 'Надуть пузырь',
  hint: 'Выберите цель и надувайте: пузырь должен дорасти до неё',
  inflating: 'Надуваем…',
  burst: 'Лопнул раньше ×{{target}}',
  result: 'Пузырь',
  rules: [
    'Задайте целевой коэффициент от ×1,01 до ×1 000 000 и сумму ставки. Пузырь надувается до случайного множителя R.',
    'Если R не меньше цели, вы выигрываете ставку × цель; иначе ставка проиграна. Шанс выигрыша = 99 % / цель, поэтому возврат одинаков при любой цели.',
    'Множитель R = max(1,00; 99 / (1 − f)), где f — дробь из HMAC-SHA256 ваших сидов и nonce. Любую ставку можно пересчитать в верификаторе.',
  ],
};

export const bubblesI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Bubbles',
    subtitle: 'Inflate the bubble up to your target',
    target: 'Target coefficient',
    targetInvalid: 'A target from 1.01 to 1 000 000 with at most two decimals',
    chance: 'Win chance',
    play: 'Inflate',
    hint: 'Set a target and inflate: the bubble has to grow to it',
    inflating: 'Inflating…',
    burst: 'Burst before ×{{target}}',
    result: 'Bubble',
    rules: [
      'Set a target coefficient from ×1.01 to ×1 000 000 and an amount. The bubble inflates to a random multiplier R.',
      'If R reaches the target you win amount × target; otherwise the bet is lost. The win chance is 99 % / target, so the return is the same at every target.',
      'The multiplier is R = max(1.00, 99 / (1 − f)), where f is a fraction from HMAC-SHA256 of your seeds and nonce. Any bet can be recomputed in the verifier.',
    ],
  },
};
