import { Outlet } from 'react-router'
import { AnalyticsAndAds } from '#client/components/consent/analytics-and-ads'
import { Toaster } from '#client/components/ui/toaster'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { ScrollRestoration } from './scroll-restoration'
import { useRouteMeta } from './use-route-meta'

/** Every page in the one layout: the navbar, the page (<Outlet />), the footer, toasts, consent and ads. */
export function Layout() {
  useRouteMeta()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-violet-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Pular para o conteúdo
      </a>
      <Navbar />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <AnalyticsAndAds />
      <ScrollRestoration />
    </div>
  )
}
