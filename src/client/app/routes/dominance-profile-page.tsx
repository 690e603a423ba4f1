import { ProfilePage } from '#client/features/content/components/profile-page'
import { DOMINANCE_PROFILE } from '#client/features/content/profiles/dominance'

export function DominanceProfilePage() {
  return <ProfilePage profile={DOMINANCE_PROFILE} />
}
