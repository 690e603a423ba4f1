import { FileDown, FileText } from 'lucide-react'
import { useState } from 'react'
import type { User } from '#shared/schemas/auth'
import { REPORT_PDF_PATH } from '#shared/schemas/report'
import { UpgradeModal } from '#client/components/upgrade/upgrade-modal'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'

const CONTENTS = [
  'Seu perfil DISC',
  'DISC 360°: radar e pontos cegos confirmados ou não',
  'Características mais reconhecidas',
  'Big Five: você e como os outros te veem',
  'Sua evolução ao longo do tempo',
  'Metodologia e nota sobre anonimato',
]

/**
 * The Premium PDF report (issue 17): a download for Premium; for everyone else, what it holds
 * and the way to upgrade (the server refuses the file to a free account anyway).
 */
export function ReportCard({ user }: { user: User }) {
  const [upgradeOpen, setUpgradeOpen] = useState(false)
  return (
    <Card role="region" aria-labelledby="relatorio-pdf-titulo" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
          <FileText className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="relatorio-pdf-titulo" className="text-lg font-bold text-slate-900">
            Seu relatório completo em PDF
          </h2>
          <p className="text-sm text-slate-700">
            Para guardar, imprimir ou levar a um coach ou terapeuta. Nada nele identifica quem deu feedback.
          </p>
        </div>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        {CONTENTS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {user.isPremium ? (
        <Button asChild>
          <a href={REPORT_PDF_PATH} download>
            <FileDown aria-hidden="true" className="size-4" /> Baixar relatório (PDF)
          </a>
        </Button>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-800">O relatório em PDF faz parte do Premium.</p>
          <Button onClick={() => setUpgradeOpen(true)}>Assinar o Premium</Button>
          <UpgradeModal open={upgradeOpen} onOpenChange={setUpgradeOpen} />
        </>
      )}
    </Card>
  )
}
