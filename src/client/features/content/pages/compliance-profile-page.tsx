import { ProfilePage } from '../components/profile-page'
import { COMPLIANCE_PROFILE } from '../profiles/compliance'

export function ComplianceProfilePage() {
  return <ProfilePage profile={COMPLIANCE_PROFILE} />
}
