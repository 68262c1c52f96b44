import { closeProfile } from '~/features/profile/index.ts';
import { ProfilePanel, useProfileT } from '~/features/profile/panel.ts';
import { SocialAccountsCard } from '~/features/social/cards.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';

/** The profile as a modal: the profile's panel with the social feature's accounts card (features do not import each other). */
export default function ProfileModal() {
  const { t } = useProfileT();
  const { t: common } = useTranslation();
  return (
    <Modal open onClose={closeProfile} title={t('title')} closeLabel={common('close')} size="md" testId="profile-modal">
      <ProfilePanel social={<SocialAccountsCard />} />
    </Modal>
  );
}
