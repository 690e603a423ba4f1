import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useUser } from '../../../lib/session'

export function HomePage() {
  const { user } = useUser()
  return (
    <section className="bg-gradient-to-b from-violet-900 via-violet-800 to-fuchsia-800 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">A Verdade liberta</h1>
        <p className="max-w-2xl text-lg text-violet-100 sm:text-xl">
          Descubra como você se vê, como as pessoas próximas te veem e onde estão seus pontos cegos.
        </p>
        {user ? (
          <Button asChild size="lg" variant="secondary">
            <Link to="/results">Ver meus resultados</Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant="secondary">
            <Link to="/assessment">Fazer teste DISC</Link>
          </Button>
        )}
      </div>
    </section>
  )
}
