import { Gift, PartyPopper } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatDayMonthYear } from '#shared/format'
import { PLANS } from '#shared/product'
import { GiftCodeSchema, type RedeemGiftResponse } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { FieldFrame, fieldControlClass } from '#client/components/ui/field'
import { useSession, useUser } from '#client/lib/session'
import { useRedeemGift } from '#client/features/payment/api/gifts'
import { PaymentResult } from '#client/features/payment/components/payment-result'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'

const HERE = '/gift/redeem'

/**
 * The code a link brought: in the fragment (`#code=…`, never sent to a server: issue 45), or kept in
 * this tab's session storage while its receiver signed in or registered.
 */
function broughtCode(): string | null {
  const fromLink = /^#code=([A-Za-z0-9-]{1,100})$/.exec(window.location.hash)?.[1]
  if (fromLink) return fromLink
  const kept = readJson<string>('session', STORAGE_KEYS.giftCode)
  return typeof kept === 'string' ? kept : null
}

/** /login?redirect=… and /register?redirect=… back to this page, code included. */
const withRedirect = (page: '/login' | '/register', back: string) => `${page}?redirect=${encodeURIComponent(back).replace(/%2F/g, '/')}`

/**
 * The code's field: two lines of monospace that wrap, so the whole 32-character code (39 with its
 * hyphens) can be checked on a 360 px phone instead of scrolling inside one line. Enter submits,
 * as in a one-line field; the code has no line breaks to type.
 */
function CodeField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId()
  return (
    <FieldFrame id={id} label="Código do presente" error={error} hint="32 letras e números; os hífens são opcionais.">
      {(describedBy) => (
        <textarea
          id={id}
          name="code"
          rows={2}
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ''))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }}
          className={cn('resize-none py-2 font-mono leading-7 tracking-wide break-all', fieldControlClass(error))}
        />
      )}
    </FieldFrame>
  )
}

/**
 * Redeeming a gift (decision 0048): the link carries the code; signed out, the person signs in or
 * registers and comes back here with it; signed in, one button adds the time to their Premium.
 */
export function GiftRedeemPage() {
  const { user, isLoading } = useUser()
  const session = useSession()
  const redeem = useRedeemGift()
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [done, setDone] = useState<RedeemGiftResponse | null>(null)

  // After hydrating: the server never sees the fragment, so the first render has no code either.
  // A link opened in this same tab later changes only the fragment: a new gift to redeem.
  const { reset } = redeem
  useEffect(() => {
    const brought = broughtCode()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address, which the server cannot see
    if (brought) setCode(brought)
    const onHashChange = () => {
      const linked = broughtCode()
      if (!linked) return
      setCode(linked)
      setDone(null)
      setInvalid(null)
      reset()
    }
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [reset])
  // Kept for the way through /login or /register and back (the redirect names only this page).
  useEffect(() => {
    if (code && !user) writeJson('session', STORAGE_KEYS.giftCode, code)
  }, [code, user])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = GiftCodeSchema.safeParse(code)
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Código inválido.')
      return
    }
    setInvalid(null)
    redeem.mutate(parsed.data, {
      onSuccess: (result) => {
        removeKey('session', STORAGE_KEYS.giftCode)
        setDone(result)
        void session.refresh().catch(() => undefined)
      },
    })
  }

  if (done) {
    const period = PLANS[done.plan].months === 1 ? '1 mês' : `${PLANS[done.plan].months} meses`
    return (
      <PaymentResult tone="success" icon={<PartyPopper className="size-7" />} title="Presente resgatado!">
        <p role="status" className="text-center text-slate-700">
          Você ganhou {period} de Premium. Seu Premium vale até <strong>{formatDayMonthYear(done.premiumUntil)}</strong>.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg" className="sm:flex-1">
            <Link to="/results">Ver meus resultados</Link>
          </Button>
          <Button asChild size="lg" variant="secondary" className="sm:flex-1">
            <Link to="/account">Minha conta</Link>
          </Button>
        </div>
      </PaymentResult>
    )
  }

  return (
    <PaymentResult tone="neutral" icon={<Gift className="size-7" />} title="Resgatar presente">
      <p className="text-center text-slate-700">
        Alguém presenteou você com o Espelho Premium. O tempo do presente é somado ao seu Premium, se você já tiver um.
      </p>
      {isLoading && !user ? <Spinner label="Verificando sua sessão..." /> : null}
      {!isLoading && !user ? (
        <div className="flex flex-col gap-3 rounded-xl bg-violet-50 p-4 text-violet-950">
          <p>Para resgatar, entre na sua conta ou crie uma, de graça. Você volta para esta página com o código.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg" className="sm:flex-1">
              <Link to={withRedirect('/login', HERE)}>Entrar para resgatar</Link>
            </Button>
            <Button asChild size="lg" variant="secondary" className="sm:flex-1">
              <Link to={withRedirect('/register', HERE)}>Criar conta</Link>
            </Button>
          </div>
        </div>
      ) : null}
      {user ? (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <CodeField
            value={code}
            onChange={setCode}
            error={invalid ?? (redeem.error ? errorMessage(redeem.error, 'Não foi possível resgatar agora. Tente novamente.') : undefined)}
          />
          <Button type="submit" size="lg" disabled={redeem.isPending} aria-busy={redeem.isPending}>
            {redeem.isPending ? 'Resgatando...' : 'Resgatar presente'}
          </Button>
        </form>
      ) : null}
    </PaymentResult>
  )
}
