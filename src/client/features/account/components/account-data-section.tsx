import { Download, ShieldCheck, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { DATA_DELETION_DAYS, PRIVACY_RESPONSE_DAYS } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { DeleteAccountDialog } from './delete-account-dialog'
import { useDownloadData } from '#client/features/account/hooks/use-download-data'

/**
 * "Seus dados" (LGPD self-service): download everything the product holds about you, or delete
 * the account, after a confirmation step.
 */
export function AccountDataSection() {
  const { busy, download } = useDownloadData()
  const [deleting, setDeleting] = useState(false)

  return (
    <Card role="region" aria-labelledby="seus-dados-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="seus-dados-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Seus dados
        </h2>
        <p className="text-sm text-slate-600">
          Pela LGPD, você pode baixar tudo o que guardamos sobre você (conta, resultados DISC e OCEAN, pesquisa,
          feedbacks recebidos e pagamentos) ou excluir sua conta quando quiser. Outros pedidos respondemos em até{' '}
          {PRIVACY_RESPONSE_DAYS} dias; veja a{' '}
          <Link to="/privacy" className="font-medium text-violet-800 underline underline-offset-2 hover:text-violet-950">
            política de privacidade
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
          <Download aria-hidden="true" className="size-4" /> {busy ? 'Preparando arquivo...' : 'Baixar meus dados'}
        </Button>
        <Button variant="ghost" className="text-red-700!" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" /> Excluir minha conta
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        A exclusão apaga seus dados na hora; cópias de segurança são eliminadas em até {DATA_DELETION_DAYS} dias.
      </p>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  )
}
