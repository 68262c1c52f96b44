import type { Locale } from '@azart/contracts';

/** The demo banner's words; it is outside any page, so it carries its own two languages. */
const TEXT: Record<Locale, string> = {
  ru: 'Демо-версия: платежи и соцсети работают в песочнице, настоящие деньги здесь не принимаются и не выплачиваются.',
  en: 'Demo deployment: payments and social networks run in a sandbox; no real money is taken or paid out here.',
};

/**
 * Shown on every page of a production server started on sandbox providers (SANDBOX_IN_PRODUCTION=true), so no
 * visitor mistakes a demo for the real cashier. Styled inline: one short strip that needs no stylesheet of its own.
 */
export function DemoBanner({ locale }: { locale: Locale }) {
  return (
    <div
      role="note"
      data-testid="demo-banner"
      style={{ background: '#b45309', color: '#fff', font: '600 12px/1.35 system-ui, sans-serif', padding: '4px 12px', textAlign: 'center' }}
    >
      {TEXT[locale]}
    </div>
  );
}
