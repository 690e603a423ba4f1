import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, Download } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '#shared/schemas/account'
import { Button } from '#client/components/ui/button'
import { Dialog } from '#client/components/ui/dialog'
import { Field } from '#client/components/ui/field'
import { Spinner } from '#client/components/ui/spinner'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { formatDayMonthYear } from '#shared/format'
import { ME_QUERY_KEY, useSession, useUser } from '#client/lib/session'
import { PERSONAL_STORAGE_KEYS, removeKey } from '#client/lib/storage'
import { deleteAccount, useAccountInfo } from '#client/features/account/api/account-api'
import { useDownloadData } from '#client/features/account/hooks/use-download-data'

const DELETE_FAILED_MESSAGE = 'Não foi possível excluir sua conta. Tente novamente em alguns instantes.'

/** Drafts and progress kept in this browser belong to the account being deleted. */
function forgetLocalTraces() {
  for (const key of PERSONAL_STORAGE_KEYS) {
    removeKey('local', key)
    removeKey('session', key)
  }
}

/**
 * The confirmation step of account deletion: the person types the word (and their password, when
 * the account has one). On success: a toast, home, and nothing of the account left in memory.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const info = useAccountInfo(open)
  const { user } = useUser()
  const paidUntil = user?.isPremium && user.premiumUntil ? formatDayMonthYear(user.premiumUntil) : null
  const queryClient = useQueryClient()
  const session = useSession()
  const navigate = useNavigate()
  const { busy: downloading, download } = useDownloadData()
  const [word, setWord] = useState('')
  const [password, setPassword] = useState('')

  const needsPassword = info.data?.hasPassword ?? false
  const wordOk = word.trim().toUpperCase() === DELETE_CONFIRMATION_WORD
  const ready = info.isSuccess && wordOk && (!needsPassword || password.length > 0)

  const mutation = useMutation({
    mutationFn: () => deleteAccount({ confirm: word, ...(needsPassword ? { password } : {}) }),
    onSuccess: async () => {
      onOpenChange(false)
      // Leave the protected page first, so it does not send a signed-out person to /login.
      // flushSync: the home page is on screen before the session is cleared (see auth/api/logout.ts).
      await navigate('/', { flushSync: true })
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
      session.set(null)
      forgetLocalTraces()
      toast({ title: 'Conta excluída', description: ACCOUNT_MESSAGES.deleted, variant: 'success' })
    },
  })

  function close(next: boolean) {
    if (mutation.isPending) return
    if (!next) {
      setWord('')
      setPassword('')
      mutation.reset()
    }
    onOpenChange(next)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (ready && !mutation.isPending) mutation.mutate()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Excluir minha conta"
      description="Esta ação é permanente e não pode ser desfeita."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div className="flex flex-col gap-2">
            <p>Vamos apagar sua conta e tudo o que está nela:</p>
            <ul className="list-disc pl-5">
              <li>seus resultados DISC e OCEAN e a pesquisa de experiência;</li>
              <li>todos os feedbacks que você recebeu, e seu link de feedback deixa de funcionar;</li>
              <li>suas sessões: você sai de todos os aparelhos.</li>
            </ul>
            {paidUntil ? (
              <p className="rounded-lg bg-white/70 px-3 py-2 font-semibold">
                Você tem Premium pago até {paidUntil}. Ao excluir a conta, esse tempo de Premium é perdido.
              </p>
            ) : null}
            <p>
              Registros de pagamento ficam guardados só pelo prazo que a lei exige para a contabilidade, sem vínculo com
              você. Feedbacks que você deu a outras pessoas são anônimos e continuam com elas.
            </p>
          </div>
        </div>

        <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" /> {downloading ? 'Preparando arquivo...' : 'Baixar meus dados antes'}
        </Button>

        {info.isPending ? (
          <Spinner className="justify-start" />
        ) : info.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
            {errorMessage(info.error, 'Não foi possível carregar os dados da sua conta.')}
            <Button type="button" size="sm" variant="secondary" onClick={() => void info.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            <Field
              label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={word}
              onChange={(event) => setWord(event.target.value)}
              maxLength={32}
            />
            {needsPassword ? (
              <Field
                label="Sua senha"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                maxLength={1024}
              />
            ) : null}
          </>
        )}

        {mutation.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(mutation.error, DELETE_FAILED_MESSAGE)}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={!ready || mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? 'Excluindo...' : 'Excluir conta definitivamente'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
