import { Link } from 'react-router'
import { Logo } from '#client/components/logo'
import { PRODUCT_MOTTO, PRODUCT_NAME } from '#shared/product'
import { brasiliaYear } from '#shared/time-zone'
import { clientConfig } from '#client/lib/client-config'
import { CookiePreferencesButton } from '#client/components/consent/cookie-preferences-button'

const SOCIAL = [
  { label: 'Instagram', path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z' },
  { label: 'LinkedIn', path: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h4v1.7C13.6 9.7 14.9 9 16.6 9 20 9 22 11 22 15v6h-4v-5.6c0-1.8-.7-2.9-2.2-2.9S13 13.6 13 15.4V21H9V9Z' },
  { label: 'YouTube', path: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15.1V8.9l5.7 3.1-5.7 3.1Z' },
]

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline'
/** On phones each heading and its links run in one wrapped row; from `sm` they stack in columns. */
const navClass = 'col-span-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 sm:col-span-1 sm:flex-col sm:items-start sm:gap-2'

export function Footer() {
  const year = brasiliaYear()
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-4 px-4 py-6 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-2 sm:gap-3">
          <Logo className="text-white [&_span]:text-white" />
          <p className="max-w-sm text-sm text-slate-300">
            Autoconhecimento a partir de como você se vê e de como as pessoas próximas te veem.
          </p>
          <p className="text-sm italic text-violet-200" lang="la">
            “{PRODUCT_MOTTO}” <span lang="pt-BR" className="not-italic text-slate-400">— conhece-te a ti mesmo</span>
          </p>
        </div>
        <nav aria-labelledby="rodape-jornada" className={navClass}>
          <h2 id="rodape-jornada" className="text-xs sm:text-sm font-semibold uppercase tracking-wide text-white">
            Jornada
          </h2>
          <Link to="/disc" className={linkClass}>
            Entenda o DISC
          </Link>
          <a href={clientConfig().blogUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Reflexões <span className="sr-only">(blog, abre em nova aba)</span>
          </a>
        </nav>
        <nav aria-labelledby="rodape-historia" className={navClass}>
          <h2 id="rodape-historia" className="text-xs sm:text-sm font-semibold uppercase tracking-wide text-white">
            Nossa História
          </h2>
          <Link to="/about" className={linkClass}>
            Quem Somos
          </Link>
          <Link to="/privacy-policy" className={linkClass}>
            Privacidade
          </Link>
          {/* What it names: what the data is used for, in the privacy policy (issue 46), not the terms. */}
          <Link to="/privacy-policy#finalidades" className={linkClass}>
            Como Usamos
          </Link>
          <CookiePreferencesButton className={linkClass} />
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-row items-center justify-between gap-3 px-4 py-3 sm:gap-4 sm:py-6">
          <p className="text-xs text-slate-400">
            © {year} {PRODUCT_NAME}. Todos os direitos reservados. Uso permitido a partir de 18 anos.
          </p>
          <ul aria-label="Redes sociais (em breve)" className="flex shrink-0 gap-2 sm:gap-3">
            {SOCIAL.map((item) => (
              <li key={item.label} title={`${item.label} (em breve)`} className="rounded-full bg-slate-800 p-1.5 text-slate-300 sm:p-2">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
                  <path d={item.path} />
                </svg>
                <span className="sr-only">{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
