import type { SVGProps } from 'react';
import type { SectionId } from '../access.ts';

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const IconOverview = (p: IconProps) => (<svg {...base} {...p}><rect x="3" y="3" width="7" height="9" rx="1.5" /><rect x="14" y="3" width="7" height="5" rx="1.5" /><rect x="14" y="12" width="7" height="9" rx="1.5" /><rect x="3" y="16" width="7" height="5" rx="1.5" /></svg>);
export const IconPlayers = (p: IconProps) => (<svg {...base} {...p}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5a6.5 6.5 0 0 1 3 5.5" /></svg>);
export const IconClaims = (p: IconProps) => (<svg {...base} {...p}><path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" /><path d="M14 3v6h6M9 14h6M9 17h4" /></svg>);
export const IconWithdrawals = (p: IconProps) => (<svg {...base} {...p}><rect x="2" y="6" width="20" height="14" rx="2" /><path d="M12 16V9M9 12l3-3 3 3M2 10h3M19 10h3" /></svg>);
export const IconDeposits = (p: IconProps) => (<svg {...base} {...p}><rect x="2" y="6" width="20" height="14" rx="2" /><path d="M12 9v7M9 13l3 3 3-3M2 10h3M19 10h3" /></svg>);
export const IconScale = (p: IconProps) => (<svg {...base} {...p}><path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0ZM19 7l-3 7a3 3 0 0 0 6 0Z" /></svg>);
export const IconGames = (p: IconProps) => (<svg {...base} {...p}><rect x="3" y="3" width="18" height="18" rx="4" /><circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" /><circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" /><circle cx="12" cy="12" r="1.2" fill="currentColor" /></svg>);
export const IconAudit = (p: IconProps) => (<svg {...base} {...p}><path d="M3 12a9 9 0 1 0 3-6.7L3 8" /><path d="M3 3v5h5M12 7v5l3 2" /></svg>);
export const IconTicket = (p: IconProps) => (<svg {...base} {...p}><path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" /><path d="M13 5v2M13 11v2M13 17v2" /></svg>);
export const IconSliders = (p: IconProps) => (<svg {...base} {...p}><path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" /><circle cx="15" cy="6" r="2" /><circle cx="9" cy="12" r="2" /><circle cx="17" cy="18" r="2" /></svg>);
export const IconArrowLeft = (p: IconProps) => (<svg {...base} {...p}><path d="M19 12H5M12 19l-7-7 7-7" /></svg>);
export const IconSearch = (p: IconProps) => (<svg {...base} {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>);
export const IconCheck = (p: IconProps) => (<svg {...base} {...p}><path d="M20 6 9 17l-5-5" /></svg>);
export const IconAlert = (p: IconProps) => (<svg {...base} {...p}><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" /><path d="M12 9v4M12 17h.01" /></svg>);
export const IconChevronRight = (p: IconProps) => (<svg {...base} {...p}><path d="m9 18 6-6-6-6" /></svg>);
export const IconFile = (p: IconProps) => (<svg {...base} {...p}><path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" /><path d="M14 3v6h6" /></svg>);

export const IconImage = (p: IconProps) => (<svg {...base} {...p}><rect x="3" y="3" width="18" height="18" rx="3" /><circle cx="9" cy="9" r="2" /><path d="m21 15-4.5-4.5L7 20" /></svg>);

export const IconTrophy = (p: IconProps) => (<svg {...base} {...p}><path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0Z" /><path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" /></svg>);

export const IconChat = (p: IconProps) => (<svg {...base} {...p}><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" /></svg>);

export const SECTION_ICONS: Record<SectionId, (p: IconProps) => React.JSX.Element> = {
  players: IconPlayers,
  tickets: IconChat,
  claims: IconClaims,
  withdrawals: IconWithdrawals,
  deposits: IconDeposits,
  reconciliation: IconScale,
  games: IconGames,
  audit: IconAudit,
  promo: IconTicket,
  bonusSettings: IconSliders,
  tournaments: IconTrophy,
  screenshots: IconImage,
};
