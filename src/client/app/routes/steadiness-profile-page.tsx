import { ProfilePage } from '#client/features/content/components/profile-page'
import { STEADINESS_PROFILE } from '#client/features/content/profiles/steadiness'

export function SteadinessProfilePage() {
  return <ProfilePage profile={STEADINESS_PROFILE} />
}
