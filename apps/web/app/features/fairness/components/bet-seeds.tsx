import { useTranslation } from '~/shared/i18n/react.tsx';
import { IconRefresh, IconShield } from '~/shared/ui/icons.tsx';
import { CopyValue } from './copy-value.tsx';

/** A bet's seed pair and nonce; while the server seed is hidden, a notice offering to rotate the seeds to reveal it. */
export function BetSeeds({ serverSeedHash, serverSeed, clientSeed, nonce, loading, rotating, onRotate }: {
  serverSeedHash: string;
  serverSeed: string | null | undefined;
  clientSeed: string;
  nonce: number;
  loading: boolean;
  rotating: boolean;
  onRotate: () => void;
}) {
  const { t } = useTranslation('fairness');
  return (
    <>
      <dl className="seeds">
        <div><dt>{t('serverSeedHash')}</dt><dd><CopyValue value={serverSeedHash} testId="fairness-hash" /></dd></div>
        <div>
          <dt>{t('serverSeed')}</dt>
          <dd>{serverSeed ? <CopyValue value={serverSeed} testId="fairness-server-seed" /> : <span className="muted">{loading ? t('loading') : t('notRevealed')}</span>}</dd>
        </div>
        <div><dt>{t('clientSeed')}</dt><dd><CopyValue value={clientSeed} testId="fairness-client-seed" /></dd></div>
        <div><dt>{t('nonce')}</dt><dd className="mono" data-testid="fairness-nonce">{nonce}</dd></div>
      </dl>
      {!serverSeed && !loading && (
        <div className="notice">
          <IconShield />
          <p>{t('revealHint')}</p>
          <button type="button" className="button button--accent" onClick={onRotate} disabled={rotating} data-testid="fairness-rotate">
            <IconRefresh width={18} height={18} /> {t('rotateToReveal')}
          </button>
        </div>
      )}
    </>
  );
}
