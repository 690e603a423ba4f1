import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { GoogleButton } from '#client/components/google-button'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'

/**
 * Sign in without leaving the results (SPEC.md §2, §8): provider, email and password, and a
 * create-account button. Once signed in, the page saves the temporary result to the account.
 * The email and password form is auth's login form, given by the page (a feature never imports another).
 */
export function OceanInlineLogin({ loginForm }: { loginForm: ReactNode }) {
  return (
    <Card id="salvar-resultado" className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Salve seu resultado</h2>
        <p className="mt-1 text-sm text-slate-700">
          Entre na sua conta para guardar este resultado e acompanhá-lo junto com o seu perfil DISC.
        </p>
      </div>
      <GoogleButton label="Entrar com Google" divider />
      {loginForm}
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-5 text-center">
        <p className="text-sm text-slate-700">Ainda não tem conta? É gratuito.</p>
        <Button asChild variant="secondary">
          <Link to="/register">Criar conta</Link>
        </Button>
      </div>
    </Card>
  )
}
