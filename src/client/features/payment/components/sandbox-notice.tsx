import { FlaskConical } from 'lucide-react'
import type { ReactNode } from 'react'
import { usePaymentEnvironment } from '#client/components/upgrade/upgrade'

/** Shown only with the built-in sandbox Mercado Pago: nobody should think they paid for real. */
export function SandboxNotice({ children }: { children?: ReactNode }) {
  const environment = usePaymentEnvironment()
  if (!environment?.sandbox) return null
  return (
    <aside aria-label="Ambiente de teste" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <div className="flex flex-col gap-2">
        <p>
          <strong>Ambiente de teste:</strong> os pagamentos são simulados pelo Mercado Pago de testes do Espelho e nenhuma
          cobrança real é feita.
        </p>
        {children}
      </div>
    </aside>
  )
}
