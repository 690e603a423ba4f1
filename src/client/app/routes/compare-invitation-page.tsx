import { Users } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { formatDayMonthYear } from '#shared/format'
import { COMPARE_INVITATION_PAGE, COMPARE_TOKEN_PATTERN } from '#shared/schemas/compare'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { useUser } from '#client/lib/session'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'
import { useAcceptInvitation, useInvitationPreview, useRefuseInvitation } from '#client/features/compare/api/compare'
import { NeedsJavaScript } from '#client/components/needs-javascript'
import { PersonResults } from '#client/features/compare/components/person-results'

/**
 * The token a link brought: in the fragment (`#token=…`, never sent to a server), or kept in this
 * tab's session storage while its receiver signed in, signed up or took a missing test.
 */
function broughtToken(): string | null {
  const fromLink = /^#token=([A-Za-z0-9_-]{1,200})$/.exec(window.location.hash)?.[1]
  if (fromLink) return fromLink
  const kept = readJson<string>('session', STORAGE_KEYS.compareToken)
  return typeof kept === 'string' && COMPARE_TOKEN_PATTERN.test(kept) ? kept : null
}

/** /login?redirect=… and /register?redirect=… back to this page. */
const withRedirect = (page: '/login' | '/register') => `${page}?redirect=${encodeURIComponent(COMPARE_INVITATION_PAGE).replace(/%2F/g, '/')}`

const TEST_LINKS = { disc: { to: '/assessment', label: 'Fazer o teste DISC' }, ocean: { to: '/ocean-assessment', label: 'Fazer o teste Big Five' } } as const

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Users aria-hidden="true" className="size-7 text-violet-700" /> Convite para comparar
      </h1>
      {children}
    </div>
  )
}

function Signed({ token }: { token: string }) {
  const navigate = useNavigate()
  const preview = useInvitationPreview(token, true)
  const accept = useAcceptInvitation()
  const refuse = useRefuseInvitation()
  const [refused, setRefused] = useState<string | null>(null)

  if (refused) {
    return (
      <Card className="flex flex-col gap-4">
        <p role="status" className="text-slate-800">
          {refused}
        </p>
        <Button asChild size="lg" variant="secondary">
          <Link to="/results">Ver meus resultados</Link>
        </Button>
      </Card>
    )
  }
  if (preview.isLoading) return <Spinner label="Abrindo o convite..." />
  if (preview.error || !preview.data) {
    return (
      <Card className="flex flex-col gap-4">
        <p role="alert" className="text-slate-800">
          {errorMessage(preview.error, 'Não foi possível abrir o convite agora. Tente novamente.')}
        </p>
        <Button asChild size="lg" variant="secondary">
          <Link to="/comparar">Minhas comparações</Link>
        </Button>
      </Card>
    )
  }
  const data = preview.data
  const actionError = accept.error ?? refuse.error
  const ready = data.missing.length === 0 && !data.limitReached
  const busy = accept.isPending || refuse.isPending

  return (
    <Card className="flex flex-col gap-5">
      <p className="text-lg text-slate-900">
        <strong>{data.inviterName}</strong> convidou você para comparar seus resultados.
      </p>
      <p className="text-slate-700">
        Se aceitar, cada um vê o nome de exibição e os resultados de DISC e Big Five do outro (o que é seu está detalhado abaixo).
        Nunca o e-mail, nem os feedbacks recebidos de outras pessoas.
      </p>
      {data.missing.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4 text-amber-950">
          <p>Para comparar, falta fazer {data.missing.length === 2 ? 'os testes DISC e Big Five' : data.missing[0] === 'disc' ? 'o teste DISC' : 'o teste Big Five'}. Depois, volte pelo mesmo link do convite, que vale até {formatDayMonthYear(data.expiresAt)}.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {data.missing.map((test) => (
              <Button key={test} asChild size="sm">
                <Link to={TEST_LINKS[test].to}>{TEST_LINKS[test].label}</Link>
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {data.limitReached ? (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-950">
          Você já tem o máximo de comparações do plano gratuito. Encerre uma em{' '}
          <Link className="font-semibold underline" to="/comparar">
            Minhas comparações
          </Link>{' '}
          ou{' '}
          <Link className="font-semibold underline" to="/pricing">
            assine o Premium
          </Link>
          .
        </p>
      ) : null}
      {actionError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(actionError, 'Não foi possível responder ao convite agora. Tente novamente.')}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          size="lg"
          className="sm:flex-1"
          disabled={!ready || busy}
          aria-busy={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onSuccess: ({ id }) => {
                removeKey('session', STORAGE_KEYS.compareToken)
                void navigate(`/comparar/${id}`, { replace: true })
              },
            })
          }
        >
          {accept.isPending ? 'Aceitando...' : 'Aceitar e comparar'}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="sm:flex-1"
          disabled={busy}
          aria-busy={refuse.isPending}
          onClick={() =>
            refuse.mutate(token, {
              onSuccess: (done) => {
                removeKey('session', STORAGE_KEYS.compareToken)
                setRefused(done.message)
              },
            })
          }
        >
          {refuse.isPending ? 'Recusando...' : 'Recusar'}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-base font-bold text-slate-900">O que {data.inviterName} vai ver de você</h2>
        <PersonResults person={data.you} />
        <p className="text-sm text-slate-700">
          Exatamente isto: seu nome de exibição e os resultados mais recentes dos testes que você fez sobre si (se refizer um teste, a
          comparação mostra o novo). Nunca o seu e-mail, nem os feedbacks que você recebeu. Você vê o mesmo de {data.inviterName}, e
          qualquer um dos dois pode encerrar quando quiser.
        </p>
      </div>
    </Card>
  )
}

/**
 * An invitation to compare (issue 47): signed out, sign in or sign up and come back; signed in, see
 * exactly what would be shared, then accept or refuse. Missing tests are named, with links to take them.
 */
export function CompareInvitationPage() {
  const { user, isLoading } = useUser()
  const [token, setToken] = useState<string | null>(null)
  const [read, setRead] = useState(false)

  // After hydrating: the server never sees the fragment.
  useEffect(() => {
    const brought = broughtToken()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address, which the server cannot see
    setToken(brought)
    setRead(true)
    if (brought) {
      writeJson('session', STORAGE_KEYS.compareToken, brought)
      // The secret leaves the address bar (and the history entry) once kept.
      if (window.location.hash) window.history.replaceState(window.history.state, '', COMPARE_INVITATION_PAGE)
    }
  }, [])

  if (!read || isLoading) return (
      <>
        <NeedsJavaScript>
          Para abrir este convite, ative o JavaScript nas configurações do navegador e recarregue a página. O código do convite fica no
          fim do link (depois do #) e, por segurança, nunca é enviado ao nosso servidor: só o navegador, com JavaScript, consegue lê-lo.
        </NeedsJavaScript>
        <Frame>
          <Spinner label="Abrindo o convite..." />
        </Frame>
      </>
    )
  if (!token) {
    return (
      <Frame>
        <Card className="flex flex-col gap-4">
          <p role="alert" className="text-slate-800">
            Este endereço não traz um convite. Abra o link completo que você recebeu.
          </p>
          <Button asChild size="lg" variant="secondary">
            <Link to="/comparar">Comparar com alguém</Link>
          </Button>
        </Card>
      </Frame>
    )
  }
  if (!user) {
    return (
      <Frame>
        <Card className="flex flex-col gap-4">
          <p className="text-slate-800">
            Alguém convidou você para comparar resultados de DISC e Big Five. Para ver o convite, entre na sua conta ou crie uma, de
            graça. Você volta para esta página em seguida.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg" className="sm:flex-1">
              <Link to={withRedirect('/login')}>Entrar</Link>
            </Button>
            <Button asChild size="lg" variant="secondary" className="sm:flex-1">
              <Link to={withRedirect('/register')}>Criar conta</Link>
            </Button>
          </div>
        </Card>
      </Frame>
    )
  }
  return (
    <Frame>
      <Signed token={token} />
    </Frame>
  )
}
