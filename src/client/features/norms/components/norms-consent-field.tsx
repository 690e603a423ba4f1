import { useId, useState } from 'react'
import { Link } from 'react-router'
import { NORMS_CONSENT_FORM_VALUE } from '#shared/forms/self-tests'
import { NORMS_MESSAGES } from '#shared/schemas/norms'
import { errorMessage } from '#client/lib/api-client'
import { useNormsConsent, useSaveNormsConsent } from '#client/features/norms/api'
import { NORMS_CONSENT_HINT, NORMS_CONSENT_LABEL, NORMS_CONSENT_SAVED } from '#client/features/norms/texts'

/**
 * The consent to count in Espelho's Big Five norms (issue 48) as one checkbox, saved as soon as it
 * changes: at the end of the Big Five test, on the results and in "Minha conta". Off until the
 * person says yes; the server keeps the choice. With `name` it is also a field of the form around
 * it: without JavaScript, ticked, it posts NORMS_CONSENT_FORM_VALUE with the form (the Big Five's
 * last statement); the server fills the stored choice into the page so it is not disabled there.
 */
export function NormsConsentField({ className = '', name }: { className?: string; name?: string }) {
  const hintId = useId()
  const consent = useNormsConsent()
  const save = useSaveNormsConsent()
  // The choice shows at once (a controlled box would flip back until the mutation's state arrives).
  const [choosing, setChoosing] = useState<boolean | null>(null)
  const checked = choosing ?? (save.isPending ? Boolean(save.variables) : consent.data === true)

  return (
    <div className={`flex flex-col gap-2 ${className}`} data-testid="norms-consent">
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-violet-200 bg-white p-3 hover:bg-violet-50">
        <input
          type="checkbox"
          name={name}
          value={name ? NORMS_CONSENT_FORM_VALUE : undefined}
          className="mt-1 size-4 shrink-0 accent-violet-700"
          checked={checked}
          disabled={!consent.isSuccess || save.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            setChoosing(event.target.checked)
            save.mutate(event.target.checked, { onSettled: () => setChoosing(null) })
          }}
        />
        <span className="flex flex-col gap-1">
          <span className="font-medium text-slate-900">{NORMS_CONSENT_LABEL}</span>
          <span id={hintId} className="text-sm text-slate-700">
            {NORMS_CONSENT_HINT}{' '}
            <Link to="/privacy#normas" className="font-semibold text-violet-800 underline">
              Como usamos
            </Link>
          </span>
        </span>
      </label>
      {consent.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(consent.error, NORMS_MESSAGES.consentLoadFailed)}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(save.error, NORMS_MESSAGES.consentFailed)}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {NORMS_CONSENT_SAVED}
        </p>
      ) : null}
    </div>
  )
}
