import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CatalogueGames } from '~/shared/game/registry.ts';
import { gameTextOf } from '~/shared/game/texts.ts';
import { usePaths } from '~/shared/i18n/hooks.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { IconSearch } from '~/shared/ui/icons.tsx';
import { useSearchT } from '../i18n/index.ts';
import { findGames, MAX_QUERY_LENGTH } from '../match.ts';
import { readRecent, saveRecent, withRecent } from '../recent.ts';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The search modal (spec §2: shown to everyone): the own games found as the
 * player types, best first (match.ts), Enter opening the first; with an empty
 * field, the recent searches of this device and every game. The casino's
 * games join the list when the casino's catalogue exists. Following a result
 * remembers the search; the modal closes on the route change (Modal).
 */
export default function SearchModal({ games: catalogue, open, onClose }: { games: CatalogueGames; open: boolean; onClose: () => void }) {
  const { t } = useSearchT();
  const { i18n } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(() => readRecent(storage()));
  const field = useRef<HTMLInputElement>(null);
  // The modal exists to type into: the field takes the focus once the dialog is open (the Modal's effect, a
  // child's, has run by now; the dialog would otherwise focus its close button).
  // Each opening starts with an empty field and this device's history as it is now (another tab may have added).
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setRecent(readRecent(storage()));
    field.current?.focus();
  }, [open]);

  const games = useMemo(
    () => catalogue.map((game) => {
      const text = gameTextOf(i18n, game.id);
      return { ...game, name: text('name'), blurb: text('blurb') };
    }),
    // the texts change with the language
    [catalogue, i18n, i18n.language],
  );
  const searching = query.trim() !== '';
  const shown = searching ? findGames(games, query) : games;

  const remember = () => {
    const next = withRecent(recent, query);
    setRecent(next);
    saveRecent(storage(), next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = shown[0];
    if (!searching || !first) return;
    remember();
    void navigate(paths.game(first.id));
  };
  const clearRecent = () => {
    setRecent([]);
    saveRecent(storage(), []);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} size="md" className="search-modal" testId="search-modal">
      <form role="search" className="search-modal__form" onSubmit={submit}>
        <label className="search-modal__field">
          <IconSearch aria-hidden />
          <span className="sr-only">{t('label')}</span>
          <input
            type="search"
            className="input search-modal__input"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('placeholder')}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="go"
            ref={field}
            aria-controls="search-results"
            data-testid="search-input"
          />
        </label>
      </form>

      {!searching && recent.length > 0 && (
        <section className="search-modal__recent" aria-labelledby="search-recent">
          <div className="search-modal__head">
            <h3 id="search-recent" className="search-modal__subtitle">{t('recent')}</h3>
            <button type="button" className="link-button" onClick={clearRecent} data-testid="search-recent-clear">{t('clearRecent')}</button>
          </div>
          <ul className="search-modal__chips">
            {recent.map((item) => (
              <li key={item}><button type="button" className="chip chip--button" onClick={() => setQuery(item)} data-testid="search-recent">{item}</button></li>
            ))}
          </ul>
        </section>
      )}

      <p className="search-modal__status muted" role="status" data-testid="search-status">
        {searching ? (shown.length ? t('found', { count: shown.length }) : t('none')) : t('all')}
      </p>
      {/* Always there (empty when nothing is found): the field's aria-controls points at it. */}
      <ul id="search-results" className="search-modal__results" data-testid="search-results">
        {shown.map((game) => (
          <li key={game.id}>
            <Link to={paths.game(game.id)} className="search-result" onClick={remember} data-testid={`search-result-${game.id}`}>
              <game.Mark className="search-result__mark" width={40} height={40} aria-hidden />
              <span className="search-result__text">
                <span className="search-result__name">{game.name}</span>
                <span className="search-result__blurb muted">{game.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="search-modal__hint muted">{t('shortcut')}</p>
    </Modal>
  );
}
