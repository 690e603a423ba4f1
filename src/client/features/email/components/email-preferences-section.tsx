import { Mail } from 'lucide-react'
import type { EmailPreferences } from '#shared/schemas/email'
import { EMAIL_PREFERENCES_ANCHOR, EMAIL_MESSAGES } from '#shared/schemas/email'
import { Card } from '#client/components/ui/card'
import { errorMessage } from '#client/lib/api-client'
import { useEmailPreferences, useSaveEmailPreferences } from '#client/features/email/api/email-preferences'

const OPTIONS: { key: keyof EmailPreferences; label: string; hint: string }[] = [
  {
    key: 'feedbackDigests',
    label: 'Avisos sobre seus feedbacks',
    hint:
      'O resumo de novas respostas (no máximo um por dia), um lembrete para reenviar seu link quando a rodada passa 7 dias sem novidades e um convite para uma nova rodada após 90 dias; nunca o que foi dito nem por quem.',
  },
  { key: 'premiumReminders', label: 'Lembrete do fim do Premium', hint: 'Um aviso 3 dias antes do fim do período pago.' },
]

/** "Preferências de e-mail": the optional mail a person can turn on or off (issue 13). */
export function EmailPreferencesSection() {
  const preferences = useEmailPreferences()
  const save = useSaveEmailPreferences()
  const current = preferences.data

  return (
    <Card id={EMAIL_PREFERENCES_ANCHOR} role="region" aria-labelledby="preferencias-email-titulo" className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="preferencias-email-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Preferências de e-mail
        </h2>
        <p className="text-sm text-slate-600">E-mails da sua conta (confirmação, senha, recibos) sempre chegam. Estes você escolhe:</p>
      </div>
      {current ? (
        <fieldset className="flex flex-col gap-3" disabled={save.isPending}>
          <legend className="sr-only">E-mails opcionais</legend>
          {OPTIONS.map((option) => (
            <label key={option.key} className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-violet-700"
                checked={current[option.key]}
                onChange={(event) => save.mutate({ ...current, [option.key]: event.target.checked })}
              />
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{option.label}</span>
                <span className="text-sm text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : preferences.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(preferences.error, 'Não foi possível carregar suas preferências.')}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Carregando...</p>
      )}
      {save.isSuccess ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {EMAIL_MESSAGES.preferencesSaved}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(save.error, 'Não foi possível salvar. Tente novamente.')}
        </p>
      ) : null}
    </Card>
  )
}
