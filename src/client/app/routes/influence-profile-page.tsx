import { ProfilePage } from '#client/features/content/components/profile-page'
import { INFLUENCE_PROFILE } from '#client/features/content/profiles/influence'

export function InfluenceProfilePage() {
  return <ProfilePage profile={INFLUENCE_PROFILE} />
}
