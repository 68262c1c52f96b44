import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  name: 'Mines',
  blurb: 'Поле 5\u00a0×\u00a05 и от 1 до 24 мин. Открывайте алмазы и забирайте выигрыш, пока не поздно.',
  seo: { title: 'Mines — сапёр с коэффициентом до ×5\u00a0000\u00a0000 | Azart', description: 'Играйте в Mines: поле 5\u00a0×\u00a05, от 1 до 24 мин, забирайте выигрыш в любой момент. Расположение мин можно проверить.' },
  verify: { fields: { mines: 'Мин' }, options: {}, how: 'Мины — первые m клеток, вытянутых без возвращения из 25.' },
  facts: { minesCount: 'Мин', opened: 'Открыто клеток', mineHit: 'Мина на клетке', minesBoard: 'Мины на клетках {{list}}', minesAt: 'Мины на клетках (в порядке выпадения): {{list}}', ladderLine: 'Шаги: {{list}} …' },
  title: 'Mines',
  subtitle: 'Открывайте клетки и не наступите на мину',
  mines: 'Количество мин',
  board: 'Поле 5\u00a0×\u00a05',
  tile: 'Клетка {{n}}: {{state}}',
  tileState: { closed: 'закрыта', safe: 'алмаз', mine: 'мина', 'mine-hit': 'мина, игра окончена', 'safe-unrevealed': 'пустая' },
  hintStart: 'Выберите сумму и число мин, затем нажмите «Играть»',
  hintFirst: 'Откройте любую клетку',
  hintNext: 'Коэффициент ×{{coefficient}}: заберите выигрыш или откройте ещё',
  boom: 'Мина!',
  safeLeft: 'безопасных: {{n}}',
  revealed: 'Открыто',
  detailLabel: 'Мины · открыто',
  detail: '{{mines}} · {{revealed}}',
  rules: [
    'На поле 5\u00a0×\u00a05 спрятаны мины: выберите от 1 до 24. Чем больше мин, тем быстрее растёт коэффициент.',
    'Сделайте ставку и открывайте клетки по одной (или нажмите «Автовыбор» — сервер откроет случайную закрытую клетку). Каждый алмаз повышает коэффициент по шкале «Шаги».',
    'Заберите выигрыш в любой момент после первого алмаза: ставка × текущий коэффициент. Откроете мину — ставка проиграна. Открыли все безопасные клетки — выигрыш зачисляется автоматически.',
    'Мины расставлены до первого хода по вашим сидам и nonce; после раунда их расположение показано на поле. Незавершённый раунд сохраняется: его можно продолжить после перезагрузки страницы.',
  ],
};

export const minesI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    name: 'Mines',
    blurb: 'A 5\u00a0×\u00a05 board with 1 to 24 mines. Open gems and cash out before it is too late.',
    seo: { title: 'Mines: a minesweeper game with payouts up to ×5\u00a0000\u00a0000 | Azart', description: 'Play Mines: a 5\u00a0×\u00a05 board with 1 to 24 mines; cash out whenever you like. Mine positions are provably fair.' },
    verify: { fields: { mines: 'Mines' }, options: {}, how: 'The mines are the first m tiles drawn without replacement from 25.' },
    facts: { minesCount: 'Mines', opened: 'Tiles opened', mineHit: 'Mine hit on tile', minesBoard: 'Mines on tiles {{list}}', minesAt: 'Mines on tiles (in draw order): {{list}}', ladderLine: 'Steps: {{list}} …' },
    title: 'Mines',
    subtitle: 'Open tiles and stay clear of the mines',
    mines: 'Mines',
    board: '5\u00a0×\u00a05 board',
    tile: 'Tile {{n}}: {{state}}',
    tileState: { closed: 'closed', safe: 'gem', mine: 'mine', 'mine-hit': 'mine, round over', 'safe-unrevealed': 'empty' },
    hintStart: 'Choose an amount and the number of mines, then press Play',
    hintFirst: 'Open any tile',
    hintNext: 'Coefficient ×{{coefficient}}: cash out or open another tile',
    boom: 'A mine!',
    safeLeft: '{{n}} safe tiles',
    revealed: 'Opened',
    detailLabel: 'Mines · opened',
    detail: '{{mines}} · {{revealed}}',
    rules: [
      'Mines are hidden on a 5\u00a0×\u00a05 board: choose from 1 to 24. The more mines, the faster the coefficient grows.',
      'Place a bet and open tiles one by one (or press Auto-pick: the server opens a random closed tile). Every gem raises the coefficient along the Steps scale.',
      'Cash out any time after the first gem: amount × current coefficient. Hit a mine and the bet is lost. Open every safe tile and the win is paid automatically.',
      'The mines are placed before your first move from your seeds and nonce, and shown on the board when the round ends. An unfinished round is kept: reload the page and carry on.',
    ],
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    mines: typeof ru;
  }
}
