import { useTranslation } from '~/shared/i18n/react.tsx';
import { adminPathTo } from '~/shared/admin-paths.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { useUser } from '~/shared/session/session.ts';
import { can, canOpen, type SectionId, type StaffAction } from './access.ts';

/** The back office's texts. */
export function useBackofficeText() {
  return useTranslation('backoffice');
}

/** Back-office paths in the page's language. */
export function useAdminPaths() {
  return adminPathTo(useLocale());
}

/** What the signed-in staff member may open and do (kept live: a refreshed session updates it). */
export function useAccess() {
  const scope = useUser()?.scope ?? [];
  return {
    scope,
    canOpen: (section: SectionId) => canOpen(scope, section),
    can: (action: StaffAction) => can(scope, action),
  };
}
