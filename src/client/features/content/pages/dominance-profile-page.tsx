import { ProfilePage } from '../components/profile-page'
import { DOMINANCE_PROFILE } from '../profiles/dominance'

export function DominanceProfilePage() {
  return <ProfilePage profile={DOMINANCE_PROFILE} />
}
