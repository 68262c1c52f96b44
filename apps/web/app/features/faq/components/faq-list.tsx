import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { decodeOrKeep } from '~/shared/decode.ts';

const KEYS = ['demo', 'dice', 'fair', 'verify', 'limits', 'age'] as const;

/** The six questions of the FAQ page (spec §2); each has an anchor, and a hash link opens its answer. */
export function FaqList() {
  const { t } = useTranslation('faq');
  const { hash } = useLocation();
  // The server never sees the hash: apply it after hydration so both renders match.
  const [target, setTarget] = useState('');
  useEffect(() => setTarget(decodeOrKeep(hash.slice(1))), [hash]);
  return (
    <div className="faq">
      {KEYS.map((key, i) => (
        <details key={`${key}-${target}`} id={key} className="faq__item" open={target ? target === key : i === 0}>
          <summary className="faq__q">{t(`items.${key}.q`)}</summary>
          <p className="faq__a">{t(`items.${key}.a`)}</p>
        </details>
      ))}
    </div>
  );
}
