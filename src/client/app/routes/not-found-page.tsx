import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'

/** An address that leads nowhere (the server answers it with HTTP 404): a kind word and ways on. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center sm:py-20">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-violet-100 text-violet-700">
        <Compass className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Página não encontrada</h1>
      <p className="text-slate-700">
        Não encontramos esta página. Talvez o link esteja incompleto ou a página tenha mudado de lugar. Que tal
        continuar por aqui?
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">Voltar ao início</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/assessment">Fazer o teste DISC</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/ocean-assessment">Fazer o teste Big Five</Link>
        </Button>
      </div>
    </div>
  )
}
