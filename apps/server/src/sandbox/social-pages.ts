import type { PostObject, ProtocolNetwork } from '../shared/social-protocol.ts';
import { escapeHtml, type Lang } from './pages.ts';

/**
 * The sandbox social provider's pages: plain server-rendered HTML (no
 * framework, a little inline CSS), standing in for VK's and Telegram's own
 * sign-in and community pages. Every value that came from a request or the
 * database is escaped.
 */
const TEXT = {
  ru: {
    vk: 'ВКонтакте', tg: 'Telegram', sandbox: 'Песочница соцсетей', authorizeTitle: 'Вход и доступ', authorizeLead: 'Azart просит войти с вашим аккаунтом {network} или привязать его. Сайт узнает ваш ID и имя, подписки на свои сообщества и ваши репосты.',
    account: 'ID аккаунта', name: 'Имя', allow: 'Разрешить', deny: 'Отмена', testMode: 'Это песочница: войти можно под любым ID (латиница, цифры, _). Новый ID — новый аккаунт с открытой страницей, без подписок.',
    signIn: 'Войти', signedAs: 'Вы вошли как', switch: 'Сменить', join: 'Подписаться', leave: 'Отписаться', member: 'Вы подписаны', notMember: 'Вы не подписаны',
    pagePublic: 'Страница открыта', pagePrivate: 'Страница закрыта', makePublic: 'Открыть страницу', makePrivate: 'Закрыть страницу',
    messagesAllowed: 'Сообщения от сообщества разрешены', messagesDenied: 'Сообщения от сообщества запрещены', allowMessages: 'Разрешить сообщения', denyMessages: 'Запретить сообщения',
    posts: 'Записи', noPosts: 'Записей пока нет', repost: 'Репост', reach: 'Охват', reposted: 'Ваш репост, охват {reach}', badAccount: 'ID — от 1 до 64 символов: латиница, цифры, _ . -',
    badRequest: 'Ссылка для входа неверна или устарела. Вернитесь на сайт и начните заново.', back: 'Вернуться на сайт',
  },
  en: {
    vk: 'VK', tg: 'Telegram', sandbox: 'Social sandbox', authorizeTitle: 'Sign in and allow', authorizeLead: 'Azart asks to sign you in with your {network} account or to link it. The site will learn your id and name, your subscriptions to its communities and your reposts.',
    account: 'Account id', name: 'Name', allow: 'Allow', deny: 'Cancel', testMode: 'This is a sandbox: sign in with any id (letters, digits, _). A new id is a new account with a public page and no subscriptions.',
    signIn: 'Sign in', signedAs: 'Signed in as', switch: 'Switch', join: 'Subscribe', leave: 'Unsubscribe', member: 'You are subscribed', notMember: 'You are not subscribed',
    pagePublic: 'Your page is public', pagePrivate: 'Your page is closed', makePublic: 'Make the page public', makePrivate: 'Close the page',
    messagesAllowed: 'Messages from the community allowed', messagesDenied: 'Messages from the community not allowed', allowMessages: 'Allow messages', denyMessages: 'Deny messages',
    posts: 'Posts', noPosts: 'No posts yet', repost: 'Repost', reach: 'Reach', reposted: 'Your repost, reach {reach}', badAccount: 'An id is 1–64 characters: letters, digits, _ . -',
    badRequest: 'The sign-in link is wrong or has expired. Go back to the site and start again.', back: 'Back to the site',
  },
} as const;
export type SocialText = (typeof TEXT)[Lang];
export const socialTextOf = (lang: Lang): SocialText => TEXT[lang];

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#edeef0;color:#222}
main{max-width:560px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:14px}
.brand{font-weight:700;margin-bottom:14px;display:flex;gap:8px;align-items:center}.vk .brand{color:#2787f5}.tg .brand{color:#229ed9}
h1{font-size:20px;margin:0 0 6px}h2{font-size:16px;margin:0 0 10px}.muted{color:#6d7885;font-size:13px}label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #d3d9de;border-radius:8px;font:inherit}.row{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
button{padding:10px 16px;border:0;border-radius:8px;background:#2787f5;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer}.tg button{background:#229ed9}
button.ghost{background:#e5ebf1;color:#2a5885}.error{margin-top:10px;padding:10px 12px;border-radius:8px;background:#fdecee;color:#a1192c;font-size:14px}
.test{margin-top:14px;padding:10px 12px;border-radius:8px;background:#fff7e0;color:#7a5600;font-size:12.5px}.post{border-top:1px solid #e7e8ec;padding:12px 0}
.post:first-child{border-top:0}.post p{margin:0 0 8px;white-space:pre-wrap}.ok{color:#12804a;font-weight:600}.bad{color:#b3261e;font-weight:600}.post form{display:flex;gap:8px;align-items:center}.post input{width:120px}`;

export function socialPage(lang: Lang, network: ProtocolNetwork, title: string, body: string): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${t.sandbox}</title><style>${STYLE}</style></head><body class="${network}"><main><div class="brand">● ${t[network]} · ${t.sandbox}</div>${body}</main></body></html>`;
}

const errorBox = (message: string | undefined) => (message ? `<div class="error" role="alert" data-testid="social-error">${escapeHtml(message)}</div>` : '');

/**
 * The issuer's consent page (social-oidc.ts): who the player is at the
 * network, and Allow or Cancel. `hidden` carries the authorization request
 * through the form, checked again when it comes back.
 */
export function authorizeBody(lang: Lang, network: ProtocolNetwork, form: { hidden: Record<string, string>; account: string; name: string }, error?: string): string {
  const t = TEXT[lang];
  const hidden = Object.entries(form.hidden).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  return `<div class="card"><h1>${t.authorizeTitle}</h1><p class="muted">${escapeHtml(t.authorizeLead.replace('{network}', t[network]))}</p>
<form method="post" action="authorize">${hidden}
<label for="account">${t.account}</label><input id="account" name="account" value="${escapeHtml(form.account)}" autocomplete="username" required data-testid="social-account">
<label for="name">${t.name}</label><input id="name" name="name" value="${escapeHtml(form.name)}" data-testid="social-name">
${errorBox(error)}<div class="row" style="margin-top:16px"><button type="submit" name="decision" value="allow" data-testid="social-allow">${t.allow}</button>
<button type="submit" name="decision" value="deny" class="ghost" formnovalidate data-testid="social-deny">${t.deny}</button></div></form>
<div class="test">${t.testMode}</div></div>`;
}

export function badRequestBody(lang: Lang): string {
  return `<div class="card"><p class="bad">${TEXT[lang].badRequest}</p></div>`;
}

type Viewer = { id: string; name: string; public: boolean; member: boolean; messagesAllowed: boolean };

/** A community's page: who is looking (the sandbox's own sign-in cookie), joining, the VK page settings the bonus asks about, posts to repost. */
export function groupBody(lang: Lang, network: ProtocolNetwork, group: { id: string; title: string }, viewer: Viewer | null, posts: (PostObject & { reach: number | null })[], error?: string): string {
  const t = TEXT[lang];
  const action = (what: string, label: string, ghost = false, extra = '') =>
    `<form method="post" action="${escapeHtml(encodeURIComponent(group.id))}/do" style="display:inline"><input type="hidden" name="do" value="${what}">${extra}<button type="submit"${ghost ? ' class="ghost"' : ''} data-testid="social-${what}">${label}</button></form>`;
  const signIn = `<form method="post" action="${escapeHtml(encodeURIComponent(group.id))}/do"><input type="hidden" name="do" value="signin">
<label for="account">${t.account}</label><div class="row"><input id="account" name="account" required style="flex:1" data-testid="social-account"><button type="submit">${t.signIn}</button></div></form>`;
  const me = viewer
    ? `<p>${t.signedAs} <b data-testid="social-viewer">${escapeHtml(viewer.name)}</b> <span class="muted">(${escapeHtml(viewer.id)})</span> ${action('signout', t.switch, true)}</p>
<p class="${viewer.member ? 'ok' : 'bad'}">${viewer.member ? t.member : t.notMember}</p><div class="row">${viewer.member ? action('leave', t.leave, true) : action('join', t.join)}</div>
${network === 'vk' ? `<p class="${viewer.public ? 'ok' : 'bad'}">${viewer.public ? t.pagePublic : t.pagePrivate}</p><div class="row">${viewer.public ? action('private', t.makePrivate, true) : action('public', t.makePublic)}</div>
<p class="${viewer.messagesAllowed ? 'ok' : 'bad'}">${viewer.messagesAllowed ? t.messagesAllowed : t.messagesDenied}</p><div class="row">${viewer.messagesAllowed ? action('deny', t.denyMessages, true) : action('allow', t.allowMessages)}</div>` : ''}`
    : signIn;
  const list = posts.length
    ? posts.map((post) => {
      const done = post.reach !== null ? `<span class="ok">${escapeHtml(t.reposted.replace('{reach}', String(post.reach)))}</span>` : '';
      const form = viewer && network === 'vk'
        ? action('repost', t.repost, false, `<input type="hidden" name="post" value="${escapeHtml(post.id)}"><input name="reach" inputmode="numeric" aria-label="${t.reach}" placeholder="${t.reach}" value="${Math.floor(Math.random() * 1500)}">`)
        : '';
      return `<div class="post" id="post-${escapeHtml(post.id)}" data-testid="social-post"><p>${escapeHtml(post.text)}</p><div class="row"><span class="muted">${escapeHtml(new Date(post.createdAt).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { timeZone: 'Europe/Moscow' }))}</span>${form}${done}</div></div>`;
    }).join('')
    : `<p class="muted">${t.noPosts}</p>`;
  return `<div class="card"><h1>${escapeHtml(group.title)}</h1>${errorBox(error)}${me}</div><div class="card"><h2>${t.posts}</h2>${list}</div>`;
}
