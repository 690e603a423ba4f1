/**
 * Shown instead of the layout when a page fails to load (e.g. a lost connection while fetching its
 * code) or to render (app/routes.tsx); the next navigation tries again.
 */
export function RouteError({ error }: { error: unknown }) {
  console.warn(error)
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Algo não funcionou como esperado</h1>
      <p className="text-slate-700">
        Não conseguimos abrir esta página. Verifique sua conexão e tente novamente.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl bg-violet-700 px-5 py-2.5 font-semibold text-white hover:bg-violet-800"
        >
          Recarregar
        </button>
        <a href="/" className="rounded-xl px-5 py-2.5 font-semibold text-violet-800 ring-1 ring-violet-200">
          Início
        </a>
      </div>
    </main>
  )
}
