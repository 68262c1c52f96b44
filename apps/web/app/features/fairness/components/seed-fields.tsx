import { useTranslation } from '~/shared/i18n/react.tsx';

/** The verifier form's seed inputs: server seed, its hash and the client seed. */
export function SeedFields({ serverSeed, serverSeedHash, clientSeed }: { serverSeed: string; serverSeedHash: string; clientSeed: string }) {
  const { t } = useTranslation('fairness');
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="v-server-seed">{t('serverSeed')}</label>
        <input id="v-server-seed" name="serverSeed" className="input mono" defaultValue={serverSeed} key={`s-${serverSeed}`} required autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="v-hash">{t('serverSeedHash')}</label>
        <input id="v-hash" name="serverSeedHash" className="input mono" defaultValue={serverSeedHash} key={`h-${serverSeedHash}`} autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="v-client-seed">{t('clientSeed')}</label>
        <input id="v-client-seed" name="clientSeed" className="input mono" defaultValue={clientSeed} key={`c-${clientSeed}`} required autoComplete="off" spellCheck={false} />
      </div>
    </>
  );
}
