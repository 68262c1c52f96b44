import { useMemo } from 'react';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import type { FilePickerLabels } from '~/shared/ui/file-picker.tsx';
import { supportI18n } from '../i18n/texts.ts';

/** The support screen's texts (added to the page's i18next on first use). */
export const useSupportText = () => useLazyCatalogue('support', supportI18n);

/** The file picker's words on the support screen. */
export function usePickerLabels(): FilePickerLabels {
  const { t } = useSupportText();
  return useMemo(() => ({ attach: t('attach'), remove: (name: string) => t('removeFile', { name }) }), [t]);
}
