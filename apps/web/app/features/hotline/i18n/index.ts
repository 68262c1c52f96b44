import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** The difficulty values' names: the game's own controls and the verifier's options. */
const levels = { easy: 'Лёгкая', medium: 'Средняя', hard: 'Сложная', expert: 'Эксперт', master: 'Мастер' };
const levelsEn = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert', master: 'Master' };

const ru = {
  name: 'Hotline',
  blurb: '10 ступеней и пять уровней сложности. Обходите горячие клетки и поднимайтесь выше.',
  seo: { title: 'Hotline — лестница из 10 ступеней и пять уровней сложности | Azart', description: 'Играйте в Hotline: поднимайтесь по ступеням, обходите горячие клетки и забирайте выигрыш когда захотите. Каждый раунд можно проверить.' },
  verify: { fields: { difficulty: 'Сложность' }, options: { difficulty: levels }, how: 'На каждой ступени по очереди вытягиваются её горячие клетки.' },
  facts: { difficulty: 'Сложность', climbed: 'Пройдено ступеней', hotlineLead: 'Горячие клетки каждой ступени (сверху — десятая):' },
  title: 'Hotline',
  subtitle: 'Поднимитесь на 10 ступеней, не обжёгшись',
  difficulty: 'Сложность',
  levels,
  levelHint: 'На каждой ступени {{cells}} клетки, из них горячих — {{hot}}',
  cell: 'Ступень {{step}}, клетка {{n}}',
  hintStart: 'Выберите сумму и сложность, затем нажмите «Играть»',
  hintFirst: 'Выберите клетку на первой ступени',
  hintNext: 'Коэффициент ×{{coefficient}}: заберите выигрыш или поднимайтесь выше',
  burnt: 'Горячая клетка!',
  top: 'На вершине',
  steps: 'Ступени',
  rules: [
    'Лестница из 10 ступеней. На каждой ступени выберите одну клетку; часть клеток горячие. Сложность: лёгкая — 1 горячая из 4, средняя — 1 из 3, сложная — 1 из 2, эксперт — 2 из 3, мастер — 3 из 4.',
    'Каждая пройденная ступень повышает коэффициент (он указан справа от ступени). «Автовыбор» выбирает клетку за вас — результат от этого не меняется.',
    'Заберите выигрыш после любой пройденной ступени: ставка × коэффициент. Горячая клетка — ставка проиграна. На вершине выигрыш зачисляется автоматически.',
    'Горячие клетки всех ступеней определены до первого хода по вашим сидам и nonce и показаны после раунда. Незавершённый раунд сохраняется между перезагрузками.',
  ],
};

export const hotlineI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    name: 'Hotline',
    blurb: '10 steps and five difficulties. Dodge the hot cells and climb higher.',
    seo: { title: 'Hotline: a 10-step ladder with five difficulties | Azart', description: 'Play Hotline: climb the steps, dodge the hot cells and cash out whenever you like. Provably fair.' },
    verify: { fields: { difficulty: 'Difficulty' }, options: { difficulty: levelsEn }, how: 'Each step draws its hot cells in turn.' },
    facts: { difficulty: 'Difficulty', climbed: 'Steps climbed', hotlineLead: 'Hot cells of every step (the tenth on top):' },
    title: 'Hotline',
    subtitle: 'Climb 10 steps without getting burnt',
    difficulty: 'Difficulty',
    levels: levelsEn,
    levelHint: '{{cells}} cells on each step, {{hot}} of them hot',
    cell: 'Step {{step}}, cell {{n}}',
    hintStart: 'Choose an amount and a difficulty, then press Play',
    hintFirst: 'Pick a cell on the first step',
    hintNext: 'Coefficient ×{{coefficient}}: cash out or climb higher',
    burnt: 'A hot cell!',
    top: 'At the top',
    steps: 'Steps',
    rules: [
      'A ladder of 10 steps. On each step pick one cell; some cells are hot. Difficulty: easy has 1 hot cell of 4, medium 1 of 3, hard 1 of 2, expert 2 of 3, master 3 of 4.',
      'Every step climbed raises the coefficient (shown to the right of the step). Auto-pick chooses a cell for you; it cannot change the outcome.',
      'Cash out after any step climbed: amount × coefficient. Pick a hot cell and the bet is lost. Reach the top and the win is paid automatically.',
      'The hot cells of every step are fixed before your first move from your seeds and nonce, and shown when the round ends. An unfinished round survives page reloads.',
    ],
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    hotline: typeof ru;
  }
}
