import type { Locale } from '@azart/contracts';

/** The demo banner's words, short enough for one line on a 375 px phone; it is outside any page, so it carries its own two languages. */
const TEXT: Record<Locale, { label: string; text: string }> = {
  ru: { label: 'Демо-версия', text: 'Демо-версия: оплата в песочнице, без реальных денег' },
  en: { label: 'Demo deployment', text: 'Demo site: sandbox payments, no real money' },
};

/**
 * Shown on every page of a production server started on sandbox providers (SANDBOX_IN_PRODUCTION=true), so no
 * visitor mistakes a demo for the real cashier. A landmark of its own (all content sits in landmarks), styled
 * inline: one thin strip that needs no stylesheet of its own.
 */
export function DemoBanner({ locale }: { locale: Locale }) {
  const { label, text } = TEXT[locale];
  return (
    <aside
      aria-label={label}
      data-testid="demo-banner"
      style={{ background: '#92400e', color: '#fff', font: '600 11px/16px system-ui, sans-serif', padding: '3px 8px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'center' }}
    >
      {text}
    </aside>
  );
}
