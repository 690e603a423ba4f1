import { Check, Copy, Globe, Lock } from 'lucide-react'
import { useId, useState } from 'react'
import { copyText } from '#client/components/invite/share-actions'
import { Button } from '#client/components/ui/button'
import { track } from '#client/lib/analytics'
import { errorMessage } from '#client/lib/api-client'
import { toast } from '#client/lib/toast-store'
import { useResultLink, useResultLinkMutations } from '../api/result-link'

const FAILED = 'Não foi possível salvar. Tente novamente em alguns instantes.'

/**
 * The opt-in public page (/r/{token}): off until the person turns it on; shows first name, DISC
 * style and bars; Big Five only with its own explicit switch; never feedback. Turning it off makes
 * the address answer 404; turning it on again gives a new address.
 */
export function PublicLinkSettings() {
  const inputId = useId()
  const oceanId = useId()
  const oceanHintId = useId()
  const link = useResultLink()
  const { enable, revoke } = useResultLinkMutations()
  const [copied, setCopied] = useState(false)
  const url = link.data?.url ?? null
  const busy = enable.isPending || revoke.isPending

  const fail = (error: unknown) => toast({ title: 'Erro', description: errorMessage(error, FAILED), variant: 'destructive' })

  if (link.isPending) return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-slate-100" />
  if (link.isError) return <p className="text-sm text-red-800">Não foi possível carregar sua página pública.</p>

  if (!url) {
    return (
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          Seu resultado é privado. Se quiser, crie uma página pública com seu primeiro nome, seu estilo DISC e as barras — nunca os feedbacks que você recebeu.
        </p>
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() =>
            enable.mutate({ showOcean: false }, { onSuccess: () => track('public_result_link_created'), onError: fail })
          }
        >
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          {enable.isPending ? 'Criando...' : 'Criar página pública'}
        </Button>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Sua página pública
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 font-mono text-sm text-slate-800"
        />
        <Button
          className="shrink-0"
          onClick={async () => {
            if (await copyText(url)) {
              setCopied(true)
              track('public_result_link_copied')
            }
          }}
        >
          {copied ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <Copy aria-hidden="true" className="size-4 shrink-0" />}
          {copied ? 'Copiado' : 'Copiar'}
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={oceanId} className="flex items-start gap-2 text-sm text-slate-700">
          <input
            id={oceanId}
            type="checkbox"
            className="mt-0.5 size-4 accent-violet-700"
            checked={link.data?.showOcean ?? false}
            disabled={busy}
            aria-describedby={oceanHintId}
            onChange={(event) => enable.mutate({ showOcean: event.currentTarget.checked }, { onError: fail })}
          />
          Mostrar também meu resultado Big Five (OCEAN)
        </label>
        {/* Issue 48: the public page also carries the percentiles among Espelho's people, when there are any. */}
        <p id={oceanHintId} className="pl-6 text-xs text-slate-600">
          Junto com as notas aparecem os percentis, quando já existirem: como cada nota se compara com a de quem fez o
          teste no Espelho e autorizou, e quantas pessoas são.
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-red-800!"
        disabled={busy}
        onClick={() => revoke.mutate(undefined, { onSuccess: () => track('public_result_link_revoked'), onError: fail })}
      >
        {revoke.isPending ? 'Desativando...' : 'Desativar página pública'}
      </Button>
    </div>
  )
}
