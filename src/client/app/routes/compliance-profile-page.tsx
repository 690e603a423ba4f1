import { ProfilePage } from '#client/features/content/components/profile-page'
import { COMPLIANCE_PROFILE } from '#client/features/content/profiles/compliance'

export function ComplianceProfilePage() {
  return <ProfilePage profile={COMPLIANCE_PROFILE} />
}
