import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** The risk values' names: the game's own controls and the verifier's options. */
const risks = { low: 'Низкий', medium: 'Средний', high: 'Высокий' };
const risksEn = { low: 'Low', medium: 'Medium', high: 'High' };

const ru = {
  name: 'Popit',
  blurb: 'Выберите до 10 из 40 пупырок и риск. Чем больше совпадений, тем больше выплата — до ×5000.',
  seo: { title: 'Popit — выберите пупырки, выигрыш до ×5000 | Azart', description: 'Играйте в Popit: 40 пупырок, от 1 до 10 на выбор, три уровня риска и таблица выплат с возвратом 97\u00a0%.' },
  verify: { fields: { picks: 'Выбранные пупырки (через запятую, 0–39)', risk: 'Риск' }, options: { risk: risks }, how: 'Лопаются 10 пупырок из 40, вытянутых без возвращения; выплата — по таблице риска и числу совпадений.' },
  facts: { risk: 'Риск', hits: 'Совпадения', result: 'Лопнули: {{drawn}}. Совпадений: {{hits}}, коэффициент ×{{coefficient}}' },
  title: 'Popit',
  subtitle: 'Выберите пупырки и смотрите, какие лопнут',
  board: 'Поле из 40 пупырок',
  bubble: 'Пупырка {{n}}',
  risk: 'Риск',
  risks,
  random: 'Случайно',
  clear: 'Очистить',
  play: 'Лопнуть',
  hint: 'Выберите от 1 до 10 пупырок',
  picked: 'Выбрано {{n}} из {{max}}',
  popping: 'Лопаем… совпадений: {{hits}}',
  hits: 'Совпало {{hits}} из {{picks}}',
  paytable: 'Выплаты · риск {{risk}}',
  upTo: 'до ×{{top}}',
  pickToSee: 'Выберите пупырки, чтобы увидеть выплаты',
  picksCol: 'Совпадения',
  rules: [
    'На поле 40 пупырок (8\u00a0×\u00a05). Выберите от 1 до 10 и уровень риска, затем нажмите «Лопнуть»: лопаются 10 случайных пупырок.',
    'Выплата зависит от числа совпадений — выбранных пупырок среди лопнувших — и указана в таблице выплат для текущего риска и числа выбранных. Низкий риск платит чаще и меньше, высокий — редко, но до ×5000.',
    'Возврат игроку для каждого сочетания риска и числа пупырок — 97\u00a0%. Лопнувшие пупырки выбираются по вашим сидам и nonce; любую ставку можно пересчитать в верификаторе.',
  ],
};

export const popitI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    name: 'Popit',
    blurb: 'Pick up to 10 of 40 bubbles and a risk. More hits pay more, up to ×5000.',
    seo: { title: 'Popit: pick your bubbles, win up to ×5000 | Azart', description: 'Play Popit: 40 bubbles, pick 1 to 10, three risk levels and a paytable returning 97\u00a0%.' },
    verify: { fields: { picks: 'Picked bubbles (comma-separated, 0–39)', risk: 'Risk' }, options: { risk: risksEn }, how: '10 of the 40 bubbles pop, drawn without replacement; the paytable of the risk pays by the number of hits.' },
    facts: { risk: 'Risk', hits: 'Hits', result: 'Popped: {{drawn}}. Hits: {{hits}}, coefficient ×{{coefficient}}' },
    title: 'Popit',
    subtitle: 'Pick your bubbles and watch which ones pop',
    board: 'Board of 40 bubbles',
    bubble: 'Bubble {{n}}',
    risk: 'Risk',
    risks: risksEn,
    random: 'Random',
    clear: 'Clear',
    play: 'Pop',
    hint: 'Pick from 1 to 10 bubbles',
    picked: '{{n}} of {{max}} picked',
    popping: 'Popping… hits: {{hits}}',
    hits: '{{hits}} of {{picks}} hit',
    paytable: 'Payouts · {{risk}} risk',
    upTo: 'up to ×{{top}}',
    pickToSee: 'Pick bubbles to see the payouts',
    picksCol: 'Hits',
    rules: [
      'The board has 40 bubbles (8\u00a0×\u00a05). Pick 1 to 10 and a risk level, then press Pop: 10 random bubbles pop.',
      'The payout depends on the hits (your bubbles among the popped ones) and is shown in the paytable for the current risk and number of picks. Low risk pays often and little, high risk rarely but up to ×5000.',
      'Every combination of risk and picks returns 97\u00a0% to the player. The popped bubbles come from your seeds and nonce; any bet can be recomputed in the verifier.',
    ],
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface GameNamespaces {
    popit: typeof ru;
  }
}
