import { Crown, ExternalLink, LogOut, Menu, UserRound, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from '#client/components/logo'
import { Button } from '#client/components/ui/button'
import { toast } from '#client/lib/toast-store'
import { clientConfig } from '#client/lib/client-config'
import { cn } from '#client/lib/cn'
import { useLogout } from '#client/features/auth/api/logout'
import { useUser } from '#client/lib/session'
import { useHydrated } from '#client/lib/use-persisted-state'
import { NAV_LINKS } from './nav-links'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors lg:max-xl:px-2',
    isActive ? 'bg-violet-50 text-violet-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  )

const toggleClass = 'inline-flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100 lg:hidden'

export function Navbar() {
  const { user } = useUser()
  const location = useLocation()
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.pathname
  const logout = useLogout()

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Até logo! 👋', description: 'Sua jornada de autoconhecimento continua quando você voltar.' }),
      onError: () =>
        toast({
          title: 'Algo não funcionou como esperado',
          description: 'Tente sair novamente em alguns instantes.',
          variant: 'destructive',
        }),
    })

  const blog = (
    <a
      href={clientConfig().blogUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:max-xl:hidden"
    >
      Blog <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  )

  // The same links in the desktop bar and the mobile menu.
  const links = (
    <>
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end className={linkClass}>
          {link.label}
        </NavLink>
      ))}
      {blog}
    </>
  )

  const authArea = user ? (
    <>
      <Button asChild size="sm" className="whitespace-nowrap">
        <Link to="/results">Meus resultados</Link>
      </Button>
      {/* The desktop bar is full: there "Minha conta" and "Sair" show only their icons (their names stay
          for screen readers and as tooltips), and between 1024 and 1280 px the blog stays in the footer. */}
      <Button asChild variant="ghost" size="sm" className="whitespace-nowrap lg:px-2">
        <NavLink to="/account" end title="Minha conta">
          <UserRound aria-hidden="true" className="size-4" /> <span className="lg:sr-only">Minha conta</span>
        </NavLink>
      </Button>
      {user.isPremium ? (
        <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
          <Crown aria-hidden="true" className="size-3.5" /> Premium
        </span>
      ) : null}
      <Button variant="ghost" size="sm" className="whitespace-nowrap lg:px-2" title="Sair" onClick={signOut} disabled={logout.isPending}>
        <LogOut aria-hidden="true" className="size-4" /> <span className="lg:sr-only">Sair</span>
      </Button>
    </>
  ) : (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/login">Entrar</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/assessment">Comece agora</Link>
      </Button>
    </>
  )

  const menuPanel = (className?: string) => (
    <div id="menu-movel" className={cn('border-t border-slate-200 bg-white px-4 pb-4 lg:hidden', className)}>
      <div className="flex flex-col gap-1 py-3">{links}</div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">{authArea}</div>
    </div>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Principal" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label="Espelho, página inicial" className="rounded-lg">
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 lg:flex lg:max-xl:gap-0">
          {links}
        </div>
        <div className="hidden items-center gap-2 lg:flex lg:max-xl:gap-1">{authArea}</div>
        <MenuToggle open={open} onToggle={() => setOpenOn(open ? null : location.pathname)} />
      </nav>
      <MobileMenu open={open} panel={menuPanel()} noScriptPanel={menuPanel('hidden max-lg:target:block')} />
    </header>
  )
}

/*
 * Without JavaScript (and until the page hydrates) the toggle is a link to #menu-movel, a menu in a
 * <noscript> that CSS shows as the address's :target (issue 46); the next page starts with it closed.
 * Only these two small parts render again once the page is hydrated, not the whole bar (issue 44).
 */

function MenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const hydrated = useHydrated()
  return hydrated ? (
    <button
      type="button"
      className={toggleClass}
      aria-expanded={open}
      aria-controls="menu-movel"
      aria-label={open ? 'Fechar menu' : 'Abrir menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </button>
  ) : (
    <a href="#menu-movel" className={toggleClass} aria-label="Abrir menu">
      <Menu aria-hidden="true" />
    </a>
  )
}

function MobileMenu({ open, panel, noScriptPanel }: { open: boolean; panel: ReactNode; noScriptPanel: ReactNode }) {
  const hydrated = useHydrated()
  // Only a browser without JavaScript reads what a <noscript> holds: no second copy of the links otherwise.
  if (!hydrated) return <noscript>{noScriptPanel}</noscript>
  return open ? panel : null
}
