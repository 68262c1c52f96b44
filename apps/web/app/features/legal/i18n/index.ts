import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { playerPoliciesEn, playerPoliciesRu } from './player-policies.ts';

const ru = {
  ...playerPoliciesRu,
  updated: 'Редакция от 25 ноября 2026 года',
  terms: {
    title: 'Пользовательское соглашение',
    lead: 'Регистрируясь на Azart, вы принимаете эти правила. Пожалуйста, прочитайте их внимательно.',
    sections: {
      age: { h: 'Возраст', p: 'Сайт предназначен только для совершеннолетних. Регистрируясь, вы подтверждаете, что вам исполнилось 18 лет и азартные игры разрешены там, где вы находитесь.' },
      account: { h: 'Один аккаунт', p: 'Один человек — один аккаунт. Запрещено пользоваться чужими аккаунтами и платёжными данными и передавать свой аккаунт другим.' },
      referrals: { h: 'Реферальная программа', p: 'Запрещено регистрироваться по собственной реферальной ссылке. Регистрация по ней с того же устройства или IP-адреса, что и у пригласившего, не засчитывается.' },
      play: { h: 'Честная игра', p: 'Запрещены боты, скрипты, кликеры и сговор между игроками. Результаты собственных игр доказуемо честные: любую ставку можно проверить после смены сидов.' },
      money: { h: 'Пополнение, вывод и балансы', p: 'Пополнение и вывод выполняются через кассу. Выводить средства можно тем же способом, которым вы пополняли счёт, и после того, как сумма ставок достигнет двукратной суммы пополнений (вейджер X2). Бонусный баланс переводится на основной после отыгрыша бонуса. Демо-монеты не имеют денежной ценности, не обмениваются на деньги и не выводятся.' },
      block: { h: 'Блокировка', p: 'Администрация может заблокировать аккаунт за нарушение правил без объяснения причин. Заблокированный аккаунт не может входить и делать ставки.' },
      responsible: { h: 'Ответственная игра', p: 'Азартные игры — развлечение, а не способ заработка. Делайте перерывы и остановитесь, если игра перестала приносить удовольствие.' },
    },
  },
  policy: {
    title: 'Политика конфиденциальности',
    lead: 'Какие данные мы храним, зачем и как долго.',
    sections: {
      data: { h: 'Какие данные мы храним', p: 'Логин, хеш пароля (сам пароль мы не храним), балансы, историю ставок и пары сидов для проверки честности, пополнения и выводы с их реквизитами, обращения в поддержку с вложениями, IP-адрес и отпечаток устройства при регистрации (для защиты реферальной программы), а также технические журналы запросов.' },
      why: { h: 'Зачем', p: 'Чтобы вести ваш аккаунт и баланс, проверять ставки, защищать сайт от злоупотреблений (ограничение частоты запросов) и выполнять требования закона.' },
      cookies: { h: 'Cookie-файлы и хранилище браузера', p: 'refresh_token — продление сессии (httpOnly), signed_in — признак входа, по которому сервер не показывает страницы для вошедших гостю (httpOnly), auth_next — страница, куда вернуться после входа (на минуту), XSRF-TOKEN — защита от подделки запросов, i18n_redirected — выбранный язык на 365 дней. В локальном хранилище браузера хранятся данные сессии (user, token, token_expires_at) и версия сайта (buildAt), по которой сайт предлагает обновиться.' },
      share: { h: 'Передача третьим лицам', p: 'Мы не продаём и не передаём ваши данные третьим лицам, кроме случаев, когда этого требует закон.' },
      rights: { h: 'Ваши права', p: 'Вы вправе получить копию своих данных и удалить аккаунт. Записи об операциях с балансом хранятся столько, сколько требует закон.' },
      contact: { h: 'Связь', p: 'Запросы о данных отправляйте через службу поддержки на сайте (раздел «Поддержка» после входа). Вложения к обращениям хранятся вместе с обращением и видны только вам и сотрудникам поддержки.' },
    },
  },
};

export const legalI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    ...playerPoliciesEn,
    updated: 'Version of 25 November 2026',
    terms: {
      title: 'User agreement',
      lead: 'By registering on Azart you accept these rules. Please read them carefully.',
      sections: {
        age: { h: 'Age', p: 'The site is for adults only. By registering you confirm that you are 18 or older and that gambling is legal where you are.' },
        account: { h: 'One account', p: 'One person, one account. Using other people\'s accounts or payment details, or handing yours to someone else, is not allowed.' },
        referrals: { h: 'Referral programme', p: 'Registering through your own referral link is not allowed. A registration through it from the same device or IP address as the referrer\'s does not count.' },
        play: { h: 'Fair play', p: 'Bots, scripts, clickers and collusion between players are not allowed. The results of our own games are provably fair: any bet can be checked after a seed rotation.' },
        money: { h: 'Deposits, withdrawals and balances', p: 'Deposits and withdrawals go through the cashier. You withdraw by the same method you deposited with, once your bets add up to twice your deposits (the X2 wager). The bonus balance moves to the main balance once the bonus is wagered. Demo coins have no money value, cannot be exchanged for money and cannot be withdrawn.' },
        block: { h: 'Blocking', p: 'The administration may block an account that breaks the rules without giving reasons. A blocked account cannot sign in or place bets.' },
        responsible: { h: 'Responsible gambling', p: 'Gambling is entertainment, not a way to earn money. Take breaks, and stop when playing stops being fun.' },
      },
    },
    policy: {
      title: 'Privacy policy',
      lead: 'What data we keep, why, and for how long.',
      sections: {
        data: { h: 'What we keep', p: 'Your login, a hash of your password (never the password itself), balances, bet history and seed pairs for fairness checks, deposits and withdrawals with their payment details, support tickets with their attachments, the IP address and device fingerprint at registration (to protect the referral programme), and technical request logs.' },
        why: { h: 'Why', p: 'To run your account and balance, to let you check bets, to protect the site from abuse (rate limits) and to meet legal duties.' },
        cookies: { h: 'Cookies and browser storage', p: 'refresh_token renews your session (httpOnly), signed_in tells the server you are signed in, so that it shows pages for signed-in players only then (httpOnly), auth_next keeps the page to return to after signing in (for a minute), XSRF-TOKEN protects against forged requests, i18n_redirected remembers your language for 365 days. The browser\'s local storage keeps the session (user, token, token_expires_at) and the site version (buildAt) used to offer updates.' },
        share: { h: 'Sharing', p: 'We never sell your data or share it with anyone, except when the law requires it.' },
        rights: { h: 'Your rights', p: 'You may get a copy of your data and delete your account. Records of balance movements are kept as long as the law requires.' },
        contact: { h: 'Contact', p: 'Send requests about your data through the site\'s support (Support, once signed in). Files attached to a ticket are kept with the ticket and seen only by you and the support agents.' },
      },
    },
  },
};
