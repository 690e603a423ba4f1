import type { User } from '#shared/schemas/auth'
import { NeedsJavaScript } from '#client/components/needs-javascript'
import { ProtectedRoute } from '#client/components/protected-route'
import { AccountDataSection } from '#client/features/account/components/account-data-section'
import { AccountProfileSection } from '#client/features/account/components/account-profile-section'
import { ChangePasswordSection } from '#client/features/account/components/change-password-section'
import { PlanAndPaymentsSection } from '#client/features/account/components/plan-and-payments-section'
import { EmailPreferencesSection } from '#client/features/email/components/email-preferences-section'
// Payment area (issue 36, decision 0048): gifts bought and received.
import { GiftsSection } from '#client/features/payment/components/gifts-section'
// Comparing with someone (issue 47).
import { Card } from '#client/components/ui/card'
import { CompareEntry } from '#client/features/compare/components/compare-entry'
// Big Five norms (issue 48): the consent to count, withdrawable here.
import { NormsConsentSection } from '#client/features/norms/components/norms-consent-section'

/**
 * "Minha conta" (issue 24): who is signed in, Premium and its payments, the password, and the
 * person's data (export and deletion, LGPD). One column, the same order on every width.
 */
function AccountSections({ user }: { user: User }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Minha conta</h1>
        <p className="mt-1 text-slate-600">Seus dados de acesso, seu plano, sua senha e seus dados pessoais.</p>
      </header>
      <AccountProfileSection user={user} />
      <PlanAndPaymentsSection user={user} />
      {/* Payment area (issue 36): gifts. */}
      <GiftsSection />
      <Card>
        <CompareEntry heading />
      </Card>
      <ChangePasswordSection />
      <EmailPreferencesSection />
      <NormsConsentSection />
      <AccountDataSection />
    </div>
  )
}

export function AccountPage() {
  return (
    <ProtectedRoute>
      {(user) => (
        <>
          {/* Its sections load their data and change it in the browser. */}
          <NeedsJavaScript>
            Seu plano, seus pagamentos, sua senha e seus dados aparecem e podem ser mudados aqui quando o JavaScript está ativado.
            Ative-o nas configurações do navegador e recarregue a página.
          </NeedsJavaScript>
          <AccountSections user={user} />
        </>
      )}
    </ProtectedRoute>
  )
}
