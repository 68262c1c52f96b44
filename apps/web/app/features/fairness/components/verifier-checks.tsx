import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';

/**
 * The checks under a recomputed outcome, the same for every game: the hash of
 * the entered server seed (and whether it matches the hash the player was
 * shown before playing), and a cross-check with the server's verify endpoint.
 * `disagreement` is the message shown when the server's answer differs.
 */
export function VerifierChecks({ computedHash, expectedHash, onServerCheck, serverAgrees, disagreement }: {
  computedHash: string;
  expectedHash: string;
  onServerCheck: () => void;
  /** null until the server has answered for the current input. */
  serverAgrees: boolean | null;
  disagreement: ReactNode;
}) {
  const { t } = useTranslation('fairness');
  return (
    <>
      <dl className="seeds">
        <div><dt>{t('hashOfSeed')}</dt><dd><code className="mono" data-testid="verifier-hash">{computedHash}</code></dd></div>
      </dl>
      {expectedHash && (
        expectedHash.toLowerCase() === computedHash ? (
          <p className="text-win" data-testid="verifier-hash-match">✓ {t('hashMatches')}</p>
        ) : (
          <p className="text-loss" data-testid="verifier-hash-mismatch">✗ {t('hashMismatch', { hash: expectedHash })}</p>
        )
      )}
      <button type="button" className="button button--ghost" onClick={onServerCheck} data-testid="verifier-server-check">{t('serverCheck')}</button>
      {serverAgrees !== null && (serverAgrees
        ? <p className="text-win" data-testid="verifier-server-agrees">✓ {t('serverAgrees')}</p>
        : <p className="text-loss">✗ {disagreement}</p>)}
    </>
  );
}
