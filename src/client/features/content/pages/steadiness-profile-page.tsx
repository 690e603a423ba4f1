import { ProfilePage } from '../components/profile-page'
import { STEADINESS_PROFILE } from '../profiles/steadiness'

export function SteadinessProfilePage() {
  return <ProfilePage profile={STEADINESS_PROFILE} />
}
