import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  updated: 'Редакция от 1 ноября 2026 года',
  terms: {
    title: 'Пользовательское соглашение',
    lead: 'Регистрируясь на Azart, вы принимаете эти правила. Пожалуйста, прочитайте их внимательно.',
    sections: {
      age: { h: 'Возраст', p: 'Сайт предназначен только для совершеннолетних. Регистрируясь, вы подтверждаете, что вам исполнилось 18 лет и азартные игры разрешены там, где вы находитесь.' },
      account: { h: 'Один аккаунт', p: 'Один человек — один аккаунт. Запрещено регистрироваться по собственной реферальной ссылке, пользоваться чужими аккаунтами и чужими платёжными данными.' },
      play: { h: 'Честная игра', p: 'Запрещены боты, скрипты, кликеры и сговор между игроками. Результаты собственных игр доказуемо честные: любую ставку можно проверить после смены сидов.' },
      money: { h: 'Баланс и вывод', p: 'Выводить средства можно тем же способом, которым был сделан депозит. Для вывода сумма ставок должна достигнуть двойной суммы депозитов (отыгрыш X2). Демо-монеты не имеют денежной ценности и не выводятся.' },
      block: { h: 'Блокировка', p: 'Администрация может заблокировать аккаунт за нарушение правил без объяснения причин. Заблокированный аккаунт не может входить и делать ставки.' },
      responsible: { h: 'Ответственная игра', p: 'Азартные игры — развлечение. Ставьте только те деньги, которые готовы потерять, и делайте перерывы. Если игра перестала приносить удовольствие, обратитесь в поддержку.' },
    },
  },
  policy: {
    title: 'Политика конфиденциальности',
    lead: 'Какие данные мы храним, зачем и как долго.',
    sections: {
      data: { h: 'Какие данные мы храним', p: 'Логин, хеш пароля (сам пароль мы не храним), балансы, историю ставок и пары сидов для проверки честности, а также технические журналы запросов.' },
      why: { h: 'Зачем', p: 'Чтобы вести ваш аккаунт и баланс, проверять ставки, защищать сайт от злоупотреблений (ограничение частоты запросов) и выполнять требования закона.' },
      cookies: { h: 'Cookies и хранилище браузера', p: 'refresh_token — продление сессии (httpOnly), XSRF-TOKEN — защита от подделки запросов, i18n_redirected — выбранный язык на 365 дней. В локальном хранилище браузера хранятся данные сессии (user, token).' },
      share: { h: 'Передача третьим лицам', p: 'Мы не продаём ваши данные. Передача возможна только платёжным партнёрам для проведения операций и по законному требованию государственных органов.' },
      rights: { h: 'Ваши права', p: 'Вы можете запросить копию своих данных или удаление аккаунта через поддержку. Записи о денежных операциях хранятся столько, сколько требует закон.' },
      contact: { h: 'Связь', p: 'Вопросы о данных направляйте в службу поддержки из личного кабинета.' },
    },
  },
};

export const legalI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    updated: 'Version of 1 November 2026',
    terms: {
      title: 'User agreement',
      lead: 'By registering on Azart you accept these rules. Please read them carefully.',
      sections: {
        age: { h: 'Age', p: 'The site is for adults only. By registering you confirm that you are 18 or older and that gambling is legal where you are.' },
        account: { h: 'One account', p: 'One person, one account. Registering through your own referral link, using other people\'s accounts or other people\'s payment details is not allowed.' },
        play: { h: 'Fair play', p: 'Bots, scripts, clickers and collusion between players are not allowed. The results of our own games are provably fair: any bet can be checked after a seed rotation.' },
        money: { h: 'Balance and withdrawals', p: 'Withdrawals go out by the same method as the deposit. To withdraw, your bets must reach twice your deposits (X2 wager). Demo coins have no money value and cannot be withdrawn.' },
        block: { h: 'Blocking', p: 'The administration may block an account that breaks the rules without giving reasons. A blocked account cannot sign in or place bets.' },
        responsible: { h: 'Responsible gambling', p: 'Gambling is entertainment. Only stake money you can afford to lose and take breaks. If playing stops being fun, contact support.' },
      },
    },
    policy: {
      title: 'Privacy policy',
      lead: 'What data we keep, why, and for how long.',
      sections: {
        data: { h: 'What we keep', p: 'Your login, a hash of your password (never the password itself), balances, bet history and seed pairs for fairness checks, and technical request logs.' },
        why: { h: 'Why', p: 'To run your account and balance, to let you check bets, to protect the site from abuse (rate limits) and to meet legal duties.' },
        cookies: { h: 'Cookies and browser storage', p: 'refresh_token renews your session (httpOnly), XSRF-TOKEN protects against forged requests, i18n_redirected remembers your language for 365 days. The browser\'s local storage keeps the session (user, token).' },
        share: { h: 'Sharing', p: 'We never sell your data. It is shared only with payment partners to process transactions and when the law requires it.' },
        rights: { h: 'Your rights', p: 'You may ask support for a copy of your data or for account deletion. Records of money movements are kept as long as the law requires.' },
        contact: { h: 'Contact', p: 'Send questions about your data to support from your account.' },
      },
    },
  },
};
