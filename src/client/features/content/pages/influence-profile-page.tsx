import { ProfilePage } from '../components/profile-page'
import { INFLUENCE_PROFILE } from '../profiles/influence'

export function InfluenceProfilePage() {
  return <ProfilePage profile={INFLUENCE_PROFILE} />
}
