import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Sparkles } from 'lucide-react'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isSafePath } from '#client/lib/post-login'
import { AUTH_MESSAGES, RegisterRequestSchema, type RegisterRequest } from '#shared/schemas/auth'
import { DISC_SELF_QUESTION_COUNT, PRODUCT_NAME } from '#shared/product'
import { OCEAN_MESSAGES } from '#shared/schemas/ocean'
import { GoogleButton } from '#client/components/google-button'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Field } from '#client/components/ui/field'
import { Spinner } from '#client/components/ui/spinner'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { saveOceanTempResult } from '#client/features/ocean/ocean-assessment'
import { useUser } from '#client/lib/session'
import { readJson, STORAGE_KEYS } from '#client/lib/storage'
import { useBrowserState } from '#client/lib/use-persisted-state'
import { useRegister } from '#client/features/auth/api/register'
import { AUTH_FORM_ACTIONS, AUTH_REDIRECT_FIELD } from '#shared/forms/auth-forms'
import { useAuthFormState } from '#client/lib/auth-form-state'

function hasTemporaryDisc() {
  return Boolean(readJson('local', STORAGE_KEYS.assessmentData) ?? readJson('session', STORAGE_KEYS.assessmentData))
}

export function RegisterPage() {
  const { user, isLoading } = useUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const registration = useRegister()
  const queryClient = useQueryClient()
  // A post the server refused (sent before the page's code ran): its message and the e-mail typed.
  const refused = useAuthFormState('register')
  const keptEmail = refused?.email || (params.get('email') ?? '')
  // Read from the browser's storage after hydrating: the server's markup knows no stored result
  // (reading it in the first render was React's hydration error #418, issue 33).
  const [withResult] = useBrowserState(hasTemporaryDisc, () => false)
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: keptEmail, password: '', confirmPassword: '' },
  })

  const watchedEmail = useWatch({ control: form.control, name: 'email' })

  useEffect(() => {
    if (!isLoading && user && !registration.isPending && !registration.isSuccess) navigate('/results', { replace: true })
  }, [isLoading, user, navigate, registration.isPending, registration.isSuccess])

  const onSubmit = form.handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: async () => {
        // SPEC.md §4 Registration: a temporary OCEAN result is posted and cleared first.
        let oceanSaved = false
        let oceanFailed = false
        try {
          oceanSaved = (await saveOceanTempResult(queryClient)) !== null
        } catch {
          oceanFailed = true
        }
        toast(
          oceanFailed
            ? {
                title: OCEAN_MESSAGES.saveOnSignUpFailed,
                description: 'Sua conta foi criada, mas seu resultado Big Five ainda não foi salvo. Tentaremos de novo em seguida.',
                variant: 'destructive',
              }
            : {
                title: 'Cadastro realizado com sucesso',
                description:
                  withResult || oceanSaved
                    ? 'Sua conta foi criada com sucesso! Seus resultados foram salvos.'
                    : 'Sua conta foi criada com sucesso!',
                variant: 'success',
              },
        )
        // Payment area (issue 36, decision 0048): a gift's redeem page sends people here with ?redirect= to come back.
        const back = params.get('redirect')
        navigate(isSafePath(back) ? back : oceanSaved ? '/ocean-results' : '/results', { replace: true })
      },
      onError: (error) =>
        toast({
          title: AUTH_MESSAGES.registerFailedTitle,
          description: errorMessage(error, AUTH_MESSAGES.registerFailedFallback),
          variant: 'destructive',
        }),
    })
  })

  if (isLoading) return <Spinner className="min-h-[60vh]" />
  const errors = form.formState.errors

  return (
    // At 360×740 "Criar conta" fits the first screen with the four fields (issue 47).
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-4 sm:py-14 lg:grid-cols-[1fr_1.1fr] lg:items-start">
      <div className="flex flex-col gap-4 sm:gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Criar conta</h1>
          {/* The form comes first on a phone (issue 33): the recap sits after it, and here one line says the result waits. */}
          <p className="mt-2 text-slate-600">
            {withResult
              ? 'Seu teste DISC está pronto: crie sua conta para salvar o resultado e ver seu perfil completo.'
              : `Guarde seus resultados e acompanhe sua evolução no ${PRODUCT_NAME}.`}
          </p>
        </div>
        <Card className="flex flex-col gap-5">
          <GoogleButton label="Cadastrar com Google" email={watchedEmail || undefined} divider />
          {/* Posted, never sent as GET (issue 45): without JavaScript the server creates the account. */}
          <form noValidate method="post" action={AUTH_FORM_ACTIONS.register} onSubmit={onSubmit} className="flex flex-col gap-4">
            {params.get('redirect') ? <input type="hidden" name={AUTH_REDIRECT_FIELD} value={params.get('redirect') ?? ''} /> : null}
            {refused && !registration.isError ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
                {refused.title}: {refused.description}
              </p>
            ) : null}
            <Field label="Nome de usuário" autoComplete="nickname" error={errors.username?.message} {...form.register('username')} />
            <Field
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              hint="Cada e-mail pode ter apenas uma conta."
              // In the server's markup too (react-hook-form fills fields only in the browser).
              defaultValue={keptEmail}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Field
              label="Senha"
              type="password"
              autoComplete="new-password"
              hint="Pelo menos 6 caracteres."
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Field
              label="Confirmar senha"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <p className="text-xs text-slate-600">
              Ao criar a conta, você confirma ter pelo menos 18 anos e concorda com os{' '}
              <Link to="/terms-of-service" className="font-medium text-violet-800 underline">
                Termos de Uso
              </Link>{' '}
              e a{' '}
              <Link to="/privacy-policy" className="font-medium text-violet-800 underline">
                Política de Privacidade
              </Link>
              .
            </p>
            <Button type="submit" size="lg" disabled={registration.isPending}>
              {registration.isPending ? 'Criando conta...' : 'Criar conta'}
            </Button>
          </form>
        </Card>
        <p className="text-center text-sm text-slate-700">
          Já tem conta?{' '}
          <Link to="/login" className="font-semibold text-violet-800 underline-offset-2 hover:underline">
            Entrar
          </Link>
        </p>
      </div>
      <aside className="order-last rounded-3xl bg-gradient-to-br from-violet-800 to-fuchsia-700 p-6 text-white shadow-lg sm:p-8 lg:order-first">
        {withResult ? (
          <>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
              <CheckCircle2 aria-hidden="true" className="size-4" /> Seu teste DISC está pronto
            </p>
            <h2 className="mt-4 text-2xl font-bold">Falta só um passo para ver seu perfil completo</h2>
            <p className="mt-3 text-violet-100">
              Você já respondeu as {DISC_SELF_QUESTION_COUNT} perguntas do teste DISC. Crie sua conta para salvar o
              resultado e convidar pessoas próximas a darem feedback anônimo.
            </p>
          </>
        ) : (
          <>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
              <Sparkles aria-hidden="true" className="size-4" /> Gratuito
            </p>
            <h2 className="mt-4 text-2xl font-bold">Descubra como as pessoas te veem</h2>
            <p className="mt-3 text-violet-100">
              O teste DISC tem {DISC_SELF_QUESTION_COUNT} perguntas e leva poucos minutos. Depois, você recebe um link
              para que amigos, família e colegas te descrevam de forma anônima.
            </p>
          </>
        )}
        <ul className="mt-6 flex flex-col gap-2 text-sm text-violet-50">
          <li>• Análise do seu perfil DISC</li>
          <li>• Feedback 360° anônimo de quem convive com você</li>
          <li>• Comparação entre como você se vê e como os outros te veem</li>
        </ul>
      </aside>
    </div>
  )
}
