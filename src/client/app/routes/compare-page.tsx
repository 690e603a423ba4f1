import { Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { formatDayMonthYear } from '#shared/format'
import { COMPARE_MESSAGES, type CompareInvitationCreated, type CompareListItem } from '#shared/schemas/compare'
import { ProtectedRoute } from '#client/components/protected-route'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { readJson, STORAGE_KEYS } from '#client/lib/storage'
import { useComparisons, useCreateInvitation, useRenewInvitation } from '#client/features/compare/api/compare'
import { CompareShare } from '#client/features/compare/components/compare-share'
import { EndComparisonButton } from '#client/features/compare/components/end-comparison-button'
import { NeedsJavaScript } from '#client/components/needs-javascript'

function PendingItem({ item, shownAbove, onEnded }: { item: CompareListItem; shownAbove: boolean; onEnded: (message: string) => void }) {
  const renew = useRenewInvitation()
  const [renewed, setRenewed] = useState<CompareInvitationCreated | null>(null)
  const renewError = renew.error ? errorMessage(renew.error, 'Não foi possível criar um novo link agora. Tente novamente.') : null
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-4">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">Convite criado · ninguém aceitou ainda</p>
        <p className="text-sm text-slate-700">
          Criado em {formatDayMonthYear(item.since)}
          {item.expiresAt ? ` · vale até ${formatDayMonthYear(item.expiresAt)}` : ''}.
        </p>
      </div>
      {renewed ? (
        <CompareShare url={renewed.url} expiresAt={renewed.expiresAt} title="Novo link de convite" />
      ) : shownAbove ? (
        <p className="text-sm text-slate-700">O link deste convite está logo acima. Guarde ou envie agora: depois, ele não aparece de novo.</p>
      ) : (
        <p className="text-sm text-slate-700">
          Por segurança, o link só aparece quando é criado e não pode ser mostrado de novo. Não enviou? Crie um novo link: o anterior
          deixa de funcionar.
        </p>
      )}
      {renewError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {renewError}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {renewed ? null : (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={renew.isPending}
            aria-busy={renew.isPending}
            onClick={() => renew.mutate(item.id, { onSuccess: (invitation) => setRenewed(invitation) })}
          >
            {renew.isPending ? 'Criando novo link...' : 'Criar novo link'}
          </Button>
        )}
        <EndComparisonButton id={item.id} otherName={null} pending onEnded={onEnded} />
      </div>
    </li>
  )
}

function Item({ item, shownAbove, onEnded }: { item: CompareListItem; shownAbove: boolean; onEnded: (message: string) => void }) {
  if (item.status === 'pending') return <PendingItem item={item} shownAbove={shownAbove} onEnded={onEnded} />
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div>
        <p className="font-semibold text-slate-900">Você e {item.otherName}</p>
        <p className="text-sm text-slate-700">
          Comparando desde {formatDayMonthYear(item.since)} · {item.sentByMe ? 'você convidou' : 'você aceitou o convite'}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="sm">
          <Link to={`/comparar/${item.id}`}>Ver comparação</Link>
        </Button>
        <EndComparisonButton id={item.id} otherName={item.otherName} onEnded={onEnded} />
      </div>
    </li>
  )
}

function ComparePageBody() {
  const list = useComparisons()
  const create = useCreateInvitation()
  const [created, setCreated] = useState<CompareInvitationCreated | null>(null)
  // "Encerrar comparação" on a comparison's page comes back here with its confirmation.
  const location = useLocation()
  const carried = (location.state as { notice?: unknown } | null)?.notice
  const [notice, setNotice] = useState<string | null>(typeof carried === 'string' ? carried : null)
  // An invitation this tab opened and has not answered yet (kept while its tests were taken).
  const [waitingInvitation, setWaitingInvitation] = useState(false)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser
    setWaitingInvitation(typeof readJson<string>('session', STORAGE_KEYS.compareToken) === 'string')
  }, [])
  const data = list.data
  const atLimit = data ? data.limit !== null && data.used >= data.limit : false
  const createError = create.error ? errorMessage(create.error, 'Não foi possível criar o convite agora. Tente novamente.') : null

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Users aria-hidden="true" className="size-7 text-violet-700" /> Comparar com alguém
        </h1>
        <p className="text-slate-700">
          Convide uma pessoa (parceiro, amiga, colega) para ver seus resultados lado a lado: onde vocês se parecem, onde diferem e o
          que isso pode significar no trabalho ou em casa.
        </p>
      </header>

      {waitingInvitation ? (
        <p className="rounded-xl bg-violet-50 p-4 text-violet-950">
          Você abriu um convite para comparar e ainda não respondeu.{' '}
          <Link className="font-semibold underline" to="/comparar/convite">
            Voltar ao convite
          </Link>
        </p>
      ) : null}
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-bold text-slate-900">O que a outra pessoa vai ver</h2>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          <li>Seu nome de exibição e os resultados mais recentes dos testes DISC e Big Five que você fez sobre si.</li>
          <li>Nunca o seu e-mail, nem os feedbacks que você recebeu de outras pessoas.</li>
          <li>Só depois que ela aceitar, e você vê o mesmo dela. Qualquer um dos dois pode encerrar quando quiser.</li>
        </ul>
        {created ? (
          <CompareShare url={created.url} expiresAt={created.expiresAt} />
        ) : (
          <div className="flex flex-col gap-2">
            <Button
              type="button"
              size="lg"
              disabled={create.isPending || atLimit}
              aria-busy={create.isPending}
              onClick={() => create.mutate(undefined, { onSuccess: (invitation) => setCreated(invitation) })}
            >
              {create.isPending ? 'Criando convite...' : 'Criar link de convite'}
            </Button>
            {createError ? (
              <div role="alert" className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
                <p>{createError}</p>
                {createError === COMPARE_MESSAGES.missingTests ? (
                  <p className="flex flex-wrap gap-x-4 gap-y-1">
                    <Link className="font-semibold underline" to="/assessment">
                      Fazer o teste DISC
                    </Link>
                    <Link className="font-semibold underline" to="/ocean-assessment">
                      Fazer o teste Big Five
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
        {created ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => {
              create.reset()
              setCreated(null)
            }}>
            Convidar outra pessoa
          </Button>
        ) : null}
        {atLimit && !created ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {COMPARE_MESSAGES.freeLimit}{' '}
            <Link className="font-semibold underline" to="/pricing">
              Conhecer o Premium
            </Link>
          </p>
        ) : null}
      </Card>

      <section aria-labelledby="my-comparisons" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="my-comparisons" className="text-lg font-bold text-slate-900">
            Minhas comparações
          </h2>
          {data && data.limit !== null ? (
            <p className="text-sm text-slate-700">
              {data.used} de {data.limit} no plano gratuito (convites ainda não aceitos contam)
            </p>
          ) : null}
        </div>
        <p role="status" aria-live="polite" className={notice ? 'rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950' : 'sr-only'}>
          {notice ?? ''}
        </p>
        {list.isLoading ? <Spinner label="Carregando suas comparações..." /> : null}
        {list.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {errorMessage(list.error, 'Não foi possível carregar suas comparações.')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              Tentar de novo
            </button>
          </p>
        ) : null}
        {data && data.comparisons.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
            Nenhuma comparação ainda. Crie um link de convite e envie para alguém.
          </p>
        ) : null}
        {data && data.comparisons.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {data.comparisons.map((item) => (
              <Item key={item.id} item={item} shownAbove={created?.id === item.id} onEnded={setNotice} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  )
}

/** "Comparar com alguém" (issue 47): create an invitation link, and the list of one's comparisons. */
export function ComparePage() {
  return (
    <>
      <NeedsJavaScript>
        Para criar um convite e ver suas comparações, ative o JavaScript nas configurações do navegador e recarregue a página.
      </NeedsJavaScript>
      <ProtectedRoute>{() => <ComparePageBody />}</ProtectedRoute>
    </>
  )
}
