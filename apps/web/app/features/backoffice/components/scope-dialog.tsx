import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { PlayerProfile, Scope } from '@azart/contracts';
import { Modal } from '~/shared/ui/modal.tsx';
import type { StaffScope } from '../access.ts';
import { setPlayerScope } from '../api/players.ts';
import { useBackofficeText } from '../hooks.ts';
import { apiMessages, FormMessages } from './ui.tsx';

const STAFF: readonly StaffScope[] = ['support', 'finance', 'admin'];

/** An admin grants or withdraws staff roles; every account keeps the player role. */
export function ScopeDialog({ open, onClose, player, onSaved }: { open: boolean; onClose: () => void; player: PlayerProfile['player']; onSaved: () => unknown }) {
  const { t } = useBackofficeText();
  const current = player.scope.filter((s): s is StaffScope => s !== 'player');
  const [chosen, setChosen] = useState<StaffScope[]>(current);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const key = current.join(',');

  useEffect(() => {
    if (!open) return;
    setChosen(key ? (key.split(',') as StaffScope[]) : []);
    setErrors([]);
    setBusy(false);
  }, [open, key]);

  const changed = [...chosen].sort().join(',') !== [...current].sort().join(',');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!changed) return onClose();
    setBusy(true);
    try {
      const scope: Scope[] = ['player', ...STAFF.filter((s) => chosen.includes(s))];
      await setPlayerScope(player.id, scope);
      toast.success(t('scope.done', { login: player.login }));
      onClose();
      await onSaved();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      setErrors([...form, ...Object.values(fields).flat()]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('scope.title', { login: player.login })} closeLabel={t('common.close')} size="sm" testId="scope-dialog">
      <form className="form" onSubmit={submit}>
        <p className="bo-dialog__text">{t('scope.text')}</p>
        <fieldset className="bo-checks">
          <legend>{t('scope.legend')}</legend>
          <label className="bo-check is-fixed">
            <input type="checkbox" checked disabled />
            <span className="bo-check__text"><span className="bo-check__name">{t('scopes.player')}</span></span>
          </label>
          {STAFF.map((s) => (
            <label className="bo-check" key={s}>
              <input
                type="checkbox"
                name="scope"
                value={s}
                checked={chosen.includes(s)}
                onChange={(e) => setChosen((prev) => (e.target.checked ? [...prev, s] : prev.filter((x) => x !== s)))}
                data-testid={`scope-${s}`}
              />
              <span className="bo-check__text">
                <span className="bo-check__name">{t(`scopes.${s}`)}</span>
                <span className="bo-check__hint">{t(`scope.hints.${s}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormMessages messages={errors} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy || !changed} data-testid="scope-submit">{t('scope.confirm')}</button>
        </div>
      </form>
    </Modal>
  );
}
