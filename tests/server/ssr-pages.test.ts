/**
 * Issue 22: every page route answers its rendered body, as a visitor without JavaScript gets it,
 * through the whole app (buildApp) with the client's server render (src/client/entry-server.tsx,
 * loaded from source here as main.ts loads its build).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { renderPage } from '#client/entry-server'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { api, openTestDatabase, registerUser, testConfig } from '#test/app'
import { selfDiscAnswers } from '#test/fixtures'
import { inviteMessage } from '#shared/invite-message'

/** Route → its <h1> and a sentence of its main text (SPEC.md §2 copy). */
const PAGES: { path: string; heading: string | null; text: string; status?: number }[] = [
  { path: '/', heading: 'A Verdade liberta', text: 'Descubra como você se vê, como as pessoas próximas te veem' },
  { path: '/about', heading: 'Sobre o Espelho', text: 'O Espelho nasceu de uma ideia simples' },
  { path: '/disc', heading: 'Metodologia DISC', text: 'O DISC descreve como cada pessoa tende a agir' },
  { path: '/ocean', heading: 'Metodologia OCEAN (Big Five)', text: 'O Big Five, ou modelo dos cinco grandes fatores' },
  { path: '/profile/dominance', heading: 'O Realizador', text: 'Perfil Dominância' },
  { path: '/profile/influence', heading: 'O Inspirador', text: 'Perfil Influência' },
  { path: '/profile/steadiness', heading: 'O Harmonizador', text: 'Perfil Estabilidade' },
  { path: '/profile/compliance', heading: 'O Perfeccionista', text: 'Perfil Conformidade' },
  { path: '/privacy-policy', heading: 'Política de Privacidade', text: 'A sua confiança é a base' },
  { path: '/privacy', heading: 'Política de Privacidade', text: 'A sua confiança é a base' },
  { path: '/terms-of-service', heading: 'Termos de Uso', text: 'Estas são as regras para usar o Espelho' },
  { path: '/pricing', heading: 'Escolha seu plano', text: 'Comece de graça.' },
  { path: '/checkout', heading: 'Assinar o Espelho Premium', text: 'Desbloqueie a análise completa' },
  { path: '/thank-you', heading: 'Obrigado pelo seu feedback!', text: 'Sua visão sincera ajuda alguém' },
  { path: '/login', heading: 'Entrar', text: 'Bom te ver de novo.' },
  { path: '/register', heading: 'Criar conta', text: 'Descubra como as pessoas te veem' },
  { path: '/forgot-password', heading: 'Esqueci minha senha', text: 'Informe o e-mail da sua conta' },
  { path: '/assessment', heading: 'Descubra seu perfil DISC', text: 'São 10 reflexões rápidas' },
  { path: '/ocean-assessment', heading: 'Teste Big Five (OCEAN)', text: 'Indique o quanto cada afirmação descreve você' },
  { path: '/ocean-results', heading: 'Resultados Big Five', text: 'Conheça seus cinco grandes fatores' },
  { path: '/payment/success', heading: 'Pagamento confirmado!', text: 'Seu plano Premium inclui' },
  { path: '/payment/cancel', heading: 'Pagamento não concluído', text: 'nenhuma cobrança foi feita' },
  { path: '/payment/pending', heading: 'Pagamento pendente', text: 'O Mercado Pago ainda está processando' },
  // Signed-in pages: a logged-out visitor gets the session check, then the browser sends them to /login.
  { path: '/results', heading: null, text: 'Verificando sua sessão...' },
  { path: '/nao-existe', heading: 'Página não encontrada', text: 'Não encontramos esta página.', status: 404 },
]

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

function body(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="espelho-state">/.exec(html)?.[1] ?? ''
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1]
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(root)?.[1] ?? ''
  return { heading: heading === undefined ? null : text(heading).trim(), main: text(main), root }
}

function pageState(html: string): PageState {
  const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1]
  if (!json) throw new Error('no page state')
  return JSON.parse(json) as PageState
}

const sessionIn = (state: PageState) =>
  (state.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
    (query) => JSON.stringify(query.queryKey) === '["auth","me"]',
  )?.state.data

describe('server-rendered pages', () => {
  let app: FastifyInstance
  let database: Database
  let renders = 0
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    // Counted, so a test can tell a kept page from a new render.
    app = await buildApp(testConfig(), {
      database,
      logger: false,
      renderPage: (input) => {
        renders += 1
        return renderPage(input)
      },
    })
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  for (const page of PAGES) {
    it(`${page.path} answers its heading and main text in the HTML`, async () => {
      const response = await app.inject({ method: 'GET', url: page.path })
      expect(response.statusCode).toBe(page.status ?? 200)
      const { heading, main } = body(response.body)
      expect(heading).toBe(page.heading)
      expect(main).toContain(page.text)
    })
  }

  it('paints an invite link as its landing (who asked, anonymous, how long, a link to start) with the first question in the same document', async () => {
    const { user } = await registerUser(app, { username: 'Clara Nunes' })
    const response = await app.inject({ method: 'GET', url: `/feedback/user/${String(user.userId)}` })
    const { heading, main, root } = body(response.body)
    expect(heading).toBe('Como você vê Clara Nunes?')
    expect(main).toContain('Clara Nunes pediu a sua opinião sincera.')
    expect(main).toContain('É anônimo.')
    expect(main).toContain('Leva cerca de 9 minutos.')
    expect(main).toContain('O que acontece depois.')
    // "Começar" targets question 1, which comes first in the document and is shown by :target (issue 44).
    expect(root).toContain('href="#perguntas"')
    const questions = root.indexOf('id="perguntas" class="giver-first-question"')
    expect(questions).toBeGreaterThan(-1)
    expect(root.indexOf('Pergunta 1 de 24')).toBeGreaterThan(questions)
    expect(root.indexOf('data-testid="convite-feedback"')).toBeGreaterThan(root.indexOf('Pergunta 1 de 24'))
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('paints the sandbox notice with the payment pages when payments are simulated: the page settings say so (issue 44)', async () => {
    const response = await app.inject({ method: 'GET', url: '/pricing' })
    expect(response.body).toContain('"paymentSandbox":true')
    expect(body(response.body).main).toContain('Ambiente de teste: os pagamentos são simulados')
  })

  it('states the Big Five norms as they work: the real minimum sample, at least once a minute, the kept copy, straight-lined tests (issue 48)', async () => {
    const section = async (target: FastifyInstance) => {
      const { main } = body((await target.inject({ method: 'GET', url: '/privacy-policy' })).body)
      return main.slice(main.lastIndexOf('Normas do Big Five: só com'), main.lastIndexOf('Com quem compartilhamos'))
    }
    const normas = await section(app)
    expect(normas).toContain('Pelo menos uma vez por minuto calculamos')
    expect(normas).not.toMatch(/no máximo|centenas de pessoas|é maior que a de/)
    expect(normas).toContain('cerca de 72 tiveram nota menor que a sua”, com os empates contando pela metade')
    expect(normas).toContain('Um teste com todas as respostas iguais (que o resultado chama de “pouco informativo”) não conta')
    expect(normas).toContain('a sua autorização guarda, ligada à sua conta, uma cópia das cinco notas que estão contando')
    expect(normas).toMatch(new RegExp(`os percentis só aparecem quando a amostra tem pelo menos ${testConfig().norms.minSample} pessoas ?\\.`))
    // The figure is the server's setting, not a number written in the page.
    const other = await buildApp(testConfig({ norms: { minSample: 1234 } }), { database, logger: false, renderPage })
    try {
      expect(await section(other)).toMatch(/os percentis só aparecem quando a amostra tem pelo menos 1\.234 pessoas ?\./)
    } finally {
      await other.close()
    }
  })

  it('paints every page as one root under the layout: the DISC test and a giver’s link too (decision 0051)', async () => {
    const { user } = await registerUser(app, { username: 'Uma Raiz' })
    for (const url of ['/assessment', `/feedback/user/${String(user.userId)}`, '/disc']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.body, url).not.toContain('id="pagina"')
      expect(response.body).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col">/)
      expect(response.body).toContain('<header')
    }
    expect(await renderPage({ url: 'http://localhost/assessment', session: null, seed: 7, clientConfig: {} })).not.toHaveProperty('island')
  })

  it('caches anonymous content pages: public for a minute, with an ETag that answers 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/about' })
    expect(first.headers['cache-control']).toBe('public, max-age=60')
    expect(first.headers.vary).toContain('Cookie')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await app.inject({ method: 'GET', url: '/about' })
    expect(again.body).toBe(first.body)
    const revalidated = await app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    const changed = await app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': '"outra"' } })
    expect(changed.statusCode).toBe(200)
    expect(sessionIn(pageState(first.body))).toBeNull()
  })

  it('puts the signed-in person in the page: navbar, session state, never cached', async () => {
    const { cookie } = await registerUser(app, { username: 'Rita Lee' })
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } })
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers.etag).toBeUndefined()
    const { root } = body(response.body)
    expect(text(root)).toContain('Meus resultados')
    expect(text(root)).not.toMatch(/\bEntrar\b/)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(sessionIn(pageState(response.body))).toEqual(me.json())
  })

  it('paints /results for a signed-in person without JavaScript: their own link, WhatsApp with the invite message, and a note instead of skeletons (issue 47)', async () => {
    const { cookie } = await registerUser(app, { username: 'Rita Lee' })
    await api(app, 'POST', '/api/assessment', { cookie, body: { answers: selfDiscAnswers('I'), isSelf: true } })
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json() as { userId: string }
    const response = await app.inject({ method: 'GET', url: '/results', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    const { root } = body(response.body)
    const link = `/feedback/user/${me.userId}`
    expect(root).toMatch(new RegExp(`<input[^>]*readOnly=""[^>]*value="[^"]*${link}"|<input[^>]*value="[^"]*${link}"[^>]*readOnly`, 'i'))
    const whatsapp = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(root)?.[1]
    expect(decodeURIComponent(whatsapp!.replace(/&amp;/g, '&').split('text=')[1]!)).toBe(inviteMessage(`${testConfig().publicUrl}${link}`))
    expect(root).toContain('<noscript>')
    expect(text(root)).toContain('Seus resultados precisam de JavaScript')
    // Without JavaScript the skeleton is hidden; with it, the page loads the results as before.
    expect(root).toContain('[data-results-skeleton]{display:none}')
    // Nobody else's link: another person's /results carries their own.
    const other = await registerUser(app, { username: 'Gal Costa' })
    const theirs = await app.inject({ method: 'GET', url: '/results', headers: { cookie: other.cookie } })
    expect(theirs.body).not.toContain(link)
  })

  it('renders the kept anonymous pages anew on a new day in Brasília (the legal pages show the date)', async () => {
    const lastUpdate = (html: string) => /Última atualização: <time dateTime="([\d-]+)"/.exec(html)?.[1]
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-25T14:00:00-03:00'))
      const today = await app.inject({ method: 'GET', url: '/terms-of-service' })
      expect(lastUpdate(today.body)).toBe('2026-11-25')
      // 23:59 in Brasília is already the next day in UTC: still the same page.
      vi.setSystemTime(new Date('2026-11-25T23:59:00-03:00'))
      const late = await app.inject({ method: 'GET', url: '/terms-of-service' })
      expect(late.headers.etag).toBe(today.headers.etag)
      vi.setSystemTime(new Date('2026-11-26T00:01:00-03:00'))
      const tomorrow = await app.inject({ method: 'GET', url: '/terms-of-service' })
      expect(lastUpdate(tomorrow.body)).toBe('2026-11-26')
      expect(tomorrow.headers.etag).not.toBe(today.headers.etag)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a signed-in content page per session view: the same page again, never another person\'s', async () => {
    const rita = await registerUser(app, { username: 'Rita Memória' })
    const gal = await registerUser(app, { username: 'Gal Memória' })
    const first = await app.inject({ method: 'GET', url: '/pricing', headers: { cookie: rita.cookie } })
    // Content pages draw no per-visit order: the same view gets the very same page.
    expect(pageState(first.body).seed).toBeNull()
    const rendersBefore = renders
    const again = await app.inject({ method: 'GET', url: '/pricing', headers: { cookie: rita.cookie } })
    expect(again.body).toBe(first.body)
    expect(renders).toBe(rendersBefore)
    expect(again.headers['cache-control']).toBe('private, no-store')

    const other = await app.inject({ method: 'GET', url: '/pricing', headers: { cookie: gal.cookie } })
    expect(sessionIn(pageState(other.body))).toMatchObject({ username: 'Gal Memória' })
    expect(renders).toBe(rendersBefore + 1)
    expect(other.body).not.toContain('Rita Memória')

    // A DISC result gives Rita a strongest type: a new view, a new page.
    const taken = await api(app, 'POST', '/api/assessment', { cookie: rita.cookie, body: { answers: selfDiscAnswers('C'), isSelf: true } })
    expect(taken.statusCode).toBe(201)
    const after = await app.inject({ method: 'GET', url: '/pricing', headers: { cookie: rita.cookie } })
    expect(sessionIn(pageState(after.body))).toMatchObject({ username: 'Rita Memória', strongestType: 'C' })
  })

  it('a cookie with no live session gets the logged-out page, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'espelho_session=nada-aqui' } })
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(sessionIn(pageState(response.body))).toBeNull()
    expect(text(body(response.body).root)).toMatch(/\bEntrar\b/)
  })

  it('draws a new random order per visit on wizard pages, carried in the page', async () => {
    const seeds = new Set<number | null>()
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await app.inject({ method: 'GET', url: '/assessment' })
      expect(response.headers['cache-control']).toBe('private, no-store')
      seeds.add(pageState(response.body).seed)
    }
    expect(seeds.has(null)).toBe(false)
    expect(seeds.size).toBeGreaterThan(1)
  })
})
