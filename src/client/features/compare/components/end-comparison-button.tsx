import { useState } from 'react'
import { Button } from '#client/components/ui/button'
import { Dialog } from '#client/components/ui/dialog'
import { errorMessage } from '#client/lib/api-client'
import { useEndComparison } from '#client/features/compare/api/compare'

/**
 * "Encerrar comparação" (or "Cancelar convite" for a pending one) behind a confirmation dialog:
 * ending deletes it for both people at once.
 */
export function EndComparisonButton({
  id,
  otherName,
  pending = false,
  onEnded,
}: {
  id: string
  otherName: string | null
  pending?: boolean
  onEnded?: (message: string) => void
}) {
  const [open, setOpen] = useState(false)
  const end = useEndComparison()
  const label = pending ? 'Cancelar convite' : 'Encerrar comparação'
  const title = pending ? 'Cancelar este convite?' : 'Encerrar esta comparação?'
  const description = pending
    ? 'O link deixa de funcionar na hora. Se quiser, você pode criar outro depois.'
    : `A comparação some agora para você e para ${otherName ?? 'a outra pessoa'}. Para comparar de novo, será preciso um novo convite, aceito outra vez.`

  return (
    <>
      <Button type="button" size="sm" variant={pending ? 'ghost' : 'secondary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (end.isPending ? undefined : setOpen(next))} title={title} description={description}>
        <div className="flex flex-col gap-3">
          {end.error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {errorMessage(end.error, 'Não foi possível encerrar agora. Tente novamente.')}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={end.isPending}>
              Voltar
            </Button>
            <Button
              type="button"
              variant="danger"
              disabled={end.isPending}
              aria-busy={end.isPending}
              onClick={() =>
                end.mutate(id, {
                  onSuccess: (done) => {
                    setOpen(false)
                    onEnded?.(done.message)
                  },
                })
              }
            >
              {end.isPending ? 'Encerrando...' : pending ? 'Sim, cancelar convite' : 'Sim, encerrar'}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
