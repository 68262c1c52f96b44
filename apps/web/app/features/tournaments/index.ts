/** Tournaments (issue 14 item 2): the /tournaments page and its data. */
export { TournamentsPage } from './components/tournaments-page.tsx';
export { loadTournaments, applyLive, useTournaments } from './api/tournaments.ts';
