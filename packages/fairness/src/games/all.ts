// The registry of own games: one line per game (issue 10 item 3). Everything
// that lists games (contracts, server frame and routes, verify, history,
// browser verifier, route table) reads this.
export { dice } from './dice/index.ts';
export { mines } from './mines/index.ts';
export { bubbles } from './bubbles/index.ts';
export { hotline } from './hotline/index.ts';
export { popit } from './popit/index.ts';
