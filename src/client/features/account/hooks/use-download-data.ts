import { useState } from 'react'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { downloadAccountExport } from '#client/features/account/api/account-api'

export const EXPORT_FAILED_MESSAGE = 'Não foi possível baixar seus dados. Tente novamente em alguns instantes.'

/** Downloads the export, with a toast either way; `busy` while it runs. */
export function useDownloadData() {
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      const fileName = await downloadAccountExport()
      toast({ title: 'Download iniciado', description: `Seus dados estão no arquivo ${fileName}.`, variant: 'success' })
    } catch (error) {
      toast({ title: 'Erro ao baixar', description: errorMessage(error, EXPORT_FAILED_MESSAGE), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return { busy, download }
}
