import { Link, useLocation } from 'react-router'
import { Button } from '#client/components/ui/button'

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-violet-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Página não encontrada</h1>
      <p className="text-slate-700">O endereço que você procurou não existe ou mudou de lugar.</p>
      <p className="w-full overflow-x-auto rounded-xl bg-slate-900 px-4 py-3 text-left font-mono text-sm text-slate-100">
        <span className="text-emerald-400">GET</span> {pathname} <span className="text-red-400">→ 404</span>
        <br />
        <span className="text-slate-400">// Dica: confira o endereço digitado ou volte ao início.</span>
      </p>
      <Button asChild size="lg">
        <Link to="/">Voltar ao início</Link>
      </Button>
    </div>
  )
}
