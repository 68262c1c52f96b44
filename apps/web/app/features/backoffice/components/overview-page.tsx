import { Link } from 'react-router';
import { useUser } from '~/shared/session/session.ts';
import { sectionsFor, type SectionId } from '../access.ts';
import { useAdminPaths, useBackofficeText } from '../hooks.ts';
import { IconChevronRight, SECTION_ICONS } from './icons.tsx';
import { PageHead, Pill } from './ui.tsx';

export type OverviewCounts = Partial<Record<SectionId, number | null>>;

/** The back office's front page: the sections the user's scopes open, with what waits in the queues. */
export function OverviewPage({ counts }: { counts: OverviewCounts }) {
  const { t } = useBackofficeText();
  const user = useUser();
  const paths = useAdminPaths();
  const sections = sectionsFor(user?.scope);
  const staffScopes = (user?.scope ?? []).filter((s) => s !== 'player');
  const countText = (id: SectionId, count: number) => (id === 'withdrawals' ? t('overview.moderation', { count }) : t('overview.pendingClaims', { count }));

  return (
    <>
      <PageHead title={t('overview.title', { login: user?.login ?? '' })} lead={t('overview.lead')}>
        <span className="bo-pills" aria-label={t('overview.roles')}>
          {staffScopes.map((s) => <Pill key={s} tone="accent">{t(`scopes.${s}`)}</Pill>)}
        </span>
      </PageHead>
      <div className="bo-grid" data-testid="bo-sections">
        {sections.map((id) => {
          const Icon = SECTION_ICONS[id];
          const count = counts[id];
          return (
            <Link key={id} to={paths[id]()} className="bo-card bo-section-card" data-testid={`bo-section-${id}`}>
              <span className="bo-section-card__icon"><Icon /></span>
              <span className="bo-section-card__name">{t(`sections.${id}.name`)}</span>
              <span className="bo-section-card__text">{t(`sections.${id}.text`)}</span>
              <span className="bo-section-card__foot">
                {typeof count === 'number' ? <Pill tone={count > 0 ? 'warn' : 'ok'}>{countText(id, count)}</Pill> : <span />}
                <span className="bo-section-card__open">{t('overview.open')} <IconChevronRight width={16} height={16} style={{ verticalAlign: '-3px' }} /></span>
              </span>
            </Link>
          );
        })}
      </div>
    </>
  );
}
