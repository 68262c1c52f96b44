import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { IconCopy } from '~/shared/ui/icons.tsx';

/** A long value (hash, seed) in monospace with a copy button. */
export function CopyValue({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation('fairness');
  const [copied, setCopied] = useState(false);
  return (
    <span className="copy-value">
      <code className="mono" data-testid={testId}>{value}</code>
      <button
        type="button"
        className="icon-button icon-button--sm"
        aria-label={copied ? t('copied') : t('copy')}
        title={copied ? t('copied') : t('copy')}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          }, () => undefined);
        }}
      >
        <IconCopy width={16} height={16} />
      </button>
    </span>
  );
}
