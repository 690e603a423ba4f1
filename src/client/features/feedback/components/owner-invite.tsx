import { BarChart3, Heart, Lock, Users } from 'lucide-react'
import { Link } from 'react-router'
import { InviteLinkShare } from '#client/components/invite/invite-link-share'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { GIVER_DURATION } from '#shared/giver-time'

const TIPS = [
  { icon: Users, text: 'Convide pessoas de contextos diferentes: colegas, amigos e família enxergam lados diferentes de você.' },
  { icon: Lock, text: 'As respostas são anônimas e aparecem em grupos de três. Você verá o que disseram, nunca quem disse.' },
  { icon: BarChart3, text: 'Com 3 feedbacks você desbloqueia o radar DISC 360° e descobre seus pontos cegos.' },
]

/** What the link's owner sees on their own link: the ways to share it and a way to their results. */
export function OwnerInvite({ username }: { username: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 text-center">
        <span className="mx-auto inline-flex items-center gap-2 rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">
          <Heart aria-hidden="true" className="size-4" />
          Este é o seu link
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Convide quem te conhece, {username}</h1>
        <p className="text-slate-600">
          Envie este link para amigos, família e colegas. Cada pessoa responde em {GIVER_DURATION}, de forma anônima.
        </p>
      </div>
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-bold text-slate-900">Compartilhe seu link de feedback</h2>
        <InviteLinkShare notifyOnError withQrCode />
      </Card>
      <ul className="grid gap-3 sm:grid-cols-3">
        {TIPS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
            {text}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="self-center">
        <Link to="/results">Ver meus resultados</Link>
      </Button>
    </div>
  )
}
