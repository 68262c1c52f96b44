export { DomainHost } from './components/domain-host.tsx';
export { openDomainModal } from './domain-prompt.ts';
