/** Win notices site-wide (spec §2): a round game's win while the player is on another page. */
export { WinNoticeHost } from './components/win-notice-host.tsx';
export { noticeRoundWin } from './win-notice.ts';
