import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const IconClose = (p: IconProps) => (<svg {...base} {...p}><path d="M18 6 6 18M6 6l12 12" /></svg>);
export const IconChevron = (p: IconProps) => (<svg {...base} {...p}><path d="m6 9 6 6 6-6" /></svg>);
export const IconUser = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></svg>);
export const IconLogout = (p: IconProps) => (<svg {...base} {...p}><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" /></svg>);
export const IconShield = (p: IconProps) => (<svg {...base} {...p}><path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" /><path d="m9 12 2 2 4-4" /></svg>);
export const IconDownload = (p: IconProps) => (<svg {...base} {...p}><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" /></svg>);
export const IconRefresh = (p: IconProps) => (<svg {...base} {...p}><path d="M21 12a9 9 0 1 1-2.64-6.36L21 8M21 3v5h-5" /></svg>);
export const IconPlus = (p: IconProps) => (<svg {...base} {...p}><path d="M12 5v14M5 12h14" /></svg>);
export const IconGamepad = (p: IconProps) => (<svg {...base} {...p}><rect x="2" y="6" width="20" height="12" rx="6" /><path d="M6 12h4M8 10v4M15 11h.01M18 13h.01" /></svg>);
export const IconHelp = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></svg>);
export const IconHome = (p: IconProps) => (<svg {...base} {...p}><path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" /></svg>);
export const IconGift = (p: IconProps) => (<svg {...base} {...p}><rect x="3" y="8" width="18" height="4" rx="1" /><path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" /></svg>);
export const IconCrown = (p: IconProps) => (<svg {...base} {...p}><path d="m3 7 4.5 4L12 5l4.5 6L21 7l-2 12H5L3 7Z" /></svg>);
export const IconBolt = (p: IconProps) => (<svg {...base} {...p}><path d="M13 2 3 14h9l-1 8 10-12h-9l1-8Z" /></svg>);
export const IconCopy = (p: IconProps) => (<svg {...base} {...p}><rect x="9" y="9" width="13" height="13" rx="2" /><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" /></svg>);
export const IconArrowDown = (p: IconProps) => (<svg {...base} {...p}><path d="M12 5v14M19 12l-7 7-7-7" /></svg>);
export const IconArrowUp = (p: IconProps) => (<svg {...base} {...p}><path d="M12 19V5M5 12l7-7 7 7" /></svg>);
export const IconEye = (p: IconProps) => (<svg {...base} {...p}><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" /><circle cx="12" cy="12" r="3" /></svg>);
export const IconEyeOff = (p: IconProps) => (<svg {...base} {...p}><path d="M10.7 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" /></svg>);

export const IconTrophy = (p: IconProps) => (<svg {...base} {...p}><path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3" /></svg>);
export const IconUsers = (p: IconProps) => (<svg {...base} {...p}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" /></svg>);
export const IconSearch = (p: IconProps) => (<svg {...base} {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>);
export const IconGrid = (p: IconProps) => (<svg {...base} {...p}><rect x="3" y="3" width="7" height="7" rx="1.5" /><rect x="14" y="3" width="7" height="7" rx="1.5" /><rect x="3" y="14" width="7" height="7" rx="1.5" /><rect x="14" y="14" width="7" height="7" rx="1.5" /></svg>);
export const IconList = (p: IconProps) => (<svg {...base} {...p}><path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" /></svg>);
export const IconMore = (p: IconProps) => (<svg {...base} {...p}><circle cx="5" cy="12" r="1.2" /><circle cx="12" cy="12" r="1.2" /><circle cx="19" cy="12" r="1.2" /></svg>);
export const IconSend = (p: IconProps) => (<svg {...base} {...p}><path d="M21.5 3.5 2.5 11l7 2.5M21.5 3.5 18 20.5l-8.5-7M21.5 3.5 9.5 13.5V19l3-3" /></svg>);
export const IconChat = (p: IconProps) => (<svg {...base} {...p}><path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12Z" /></svg>);
export const IconMail = (p: IconProps) => (<svg {...base} {...p}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></svg>);
export const IconGlobe = (p: IconProps) => (<svg {...base} {...p}><circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" /></svg>);
export const IconSnowflake = (p: IconProps) => (<svg {...base} {...p}><path d="M12 2v20M4.9 6.5l14.2 11M19.1 6.5 4.9 17.5M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" /></svg>);
