export { SearchHost } from './components/search-host.tsx';
export { openSearch } from './search-prompt.ts';
