import type { SVGProps } from 'react';

/** The cashier's own icons (24 × 24, stroke), in the style of shared/ui/icons.tsx. */
type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const IconCard = (p: IconProps) => (<svg {...base} {...p}><rect x="2" y="5" width="20" height="14" rx="3" /><path d="M2 10h20M6 15h4" /></svg>);
export const IconWallet = (p: IconProps) => (<svg {...base} {...p}><path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" /><path d="M3 7h16a2 2 0 0 1 2 2v2h-5a2 2 0 0 0 0 4h5" /><path d="M16 13h.01" /></svg>);
/** Tether's "₮" in a coin. */
export const IconUsdt = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="12" r="10" /><path d="M7.5 7.5h9M12 7.5v10" /><ellipse cx="12" cy="11.5" rx="5" ry="1.6" /></svg>);
export const IconHistory = (p: IconProps) => (<svg {...base} {...p}><path d="M3 12a9 9 0 1 0 3-6.7L3 8" /><path d="M3 3v5h5M12 7v5l3 2" /></svg>);
export const IconLock = (p: IconProps) => (<svg {...base} {...p}><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></svg>);
export const IconCheck = (p: IconProps) => (<svg {...base} {...p}><path d="M20 6 9 17l-5-5" /></svg>);
export const IconCheckCircle = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="12" r="10" /><path d="m8 12 3 3 5-6" /></svg>);
export const IconTrash = (p: IconProps) => (<svg {...base} {...p}><path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" /></svg>);
export const IconClip = (p: IconProps) => (<svg {...base} {...p}><path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" /></svg>);
export const IconAlert = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="12" r="10" /><path d="M12 8v4M12 16h.01" /></svg>);
export const IconClock = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></svg>);
export const IconInbox = (p: IconProps) => (<svg {...base} {...p}><path d="M22 12h-6l-2 3h-4l-2-3H2" /><path d="M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6Z" /></svg>);
export const IconExternal = (p: IconProps) => (<svg {...base} {...p}><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></svg>);
