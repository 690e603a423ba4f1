import { Link as LinkIcon } from 'lucide-react'
import { Link } from 'react-router'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback-texts'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'

/** Unknown, malformed or removed link. */
export function InvalidLink() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <span className="rounded-full bg-amber-100 p-3 text-amber-800">
        <LinkIcon className="size-6" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Link indisponível</h1>
      <p role="alert" className="text-slate-700">
        {FEEDBACK_MESSAGES.invalidLink}
      </p>
      <p className="text-sm text-slate-600">Confira se o endereço foi copiado por inteiro ou peça um novo link para quem te enviou.</p>
      <Button asChild>
        <Link to="/">Ir para o início</Link>
      </Button>
    </Card>
  )
}
