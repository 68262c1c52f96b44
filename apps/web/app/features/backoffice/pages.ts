/**
 * The back office itself, for its route modules (routes/backoffice/*): the
 * frame, the pages, their loads and the catalogue. Nothing of the site
 * imports this file, so it stays out of every player's download.
 */
export { BackofficeShell } from './components/shell.tsx';
export { OverviewPage, type OverviewCounts } from './components/overview-page.tsx';
export { PlayersPage } from './components/players-page.tsx';
export { PlayerPage, PLAYER_TABS, type PlayerTab } from './components/player-page.tsx';
export { WithdrawalsPage, WITHDRAWAL_STATUSES, DEFAULT_WITHDRAWAL_STATUS } from './components/withdrawals-page.tsx';
export { DepositsPage, DEPOSIT_STATUSES } from './components/deposits-page.tsx';
export { ClaimsPage, CLAIM_STATUSES, DEFAULT_CLAIM_STATUS } from './components/claims-page.tsx';
export { GamesPage } from './components/games-page.tsx';
export { ReconciliationPage } from './components/reconciliation-page.tsx';
export { AuditPage } from './components/audit-page.tsx';
export { PromoPage, PROMO_KINDS, type PromoKind } from './components/promo-page.tsx';
export { BonusSettingsPage } from './components/bonus-settings-page.tsx';
export { TournamentsPage } from './components/tournaments-page.tsx';
export { readTournamentKind, readTournamentState } from './tournaments.ts';
export { ScreenshotsPage, DEFAULT_SCREENSHOT_STATE } from './components/screenshots-page.tsx';
export { TicketsPage, TICKET_STATUSES, TICKET_ASSIGNEES, type TicketAssignee } from './components/tickets-page.tsx';
export { TicketPage } from './components/ticket-page.tsx';
export { backofficeI18n } from './i18n/index.ts';
export { can, canOpen, isStaff, sectionsFor, type SectionId } from './access.ts';
export { load } from './api/load.ts';
export * as players from './api/players.ts';
export * as payments from './api/payments.ts';
export * as house from './api/house.ts';
export * as bonus from './api/bonus.ts';
export * as tournaments from './api/tournaments.ts';
export * as social from './api/social.ts';
export * as support from './api/support.ts';
export { readId, readOffset, readStatus, readText } from './query.ts';
