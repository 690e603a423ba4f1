import { formatPlanPrice } from '#shared/format'
import { PLANS, PRODUCT_NAME } from '#shared/product'
import { GIVER_DURATION } from '#shared/giver-time'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

/**
 * The single source of every page's metadata (SPEC.md §1): the server renders it into the HTML
 * head, and the client keeps it right on navigation.
 */
export interface RouteMeta {
  /** Path pattern; `:param` matches one segment. */
  path: string
  page: string
  description: string
  /** Private or per-person pages stay out of search engines. */
  index: boolean
  /** Extra search terms for this page, put before the site-wide ones. */
  keywords?: string
  /** Another address with the same content: search engines are pointed there. */
  canonicalPath?: string
}

export const DEFAULT_DESCRIPTION =
  'Descubra como você se vê e como os outros te veem: teste DISC gratuito, Big Five e feedback 360° anônimo para encontrar seus pontos cegos.'
export const DEFAULT_KEYWORDS =
  'teste DISC, Big Five, OCEAN, autoconhecimento, feedback 360, pontos cegos, personalidade, perfil comportamental'

const PRIVACY_DESCRIPTION = `Como o ${PRODUCT_NAME} coleta, usa e protege seus dados pessoais, seus direitos pela LGPD e como exercê-los.`
const FEEDBACK_DESCRIPTION =
  `Ajude alguém a se conhecer melhor: responda em ${GIVER_DURATION}, de forma totalmente anônima.`

const profileDescription = (name: string, drive: string) =>
  `Perfil ${name} do DISC: motivações, pontos fortes, o que dizem no feedback 360° e caminhos de evolução de quem é movido por ${drive}.`

export const ROUTES: RouteMeta[] = [
  { path: '/', page: 'Autoconhecimento com DISC, Big Five e feedback 360°', description: DEFAULT_DESCRIPTION, index: true },
  {
    path: '/assessment',
    page: 'Teste DISC gratuito',
    description:
      'Responda 10 perguntas rápidas e descubra seu perfil DISC: Dominância, Influência, Estabilidade e Conformidade. Gratuito e sem compromisso.',
    index: true,
    keywords: 'teste DISC grátis, teste de perfil comportamental',
  },
  {
    path: '/thank-you',
    page: 'Obrigado pelo seu feedback',
    description: 'Seu feedback anônimo foi enviado. Agora é a sua vez: descubra seu perfil DISC e veja como os outros te percebem.',
    index: true,
  },
  // The short form /feedback/{uuid} is a permanent redirect to this one (server/pages/pages.routes.ts).
  { path: '/feedback/user/:uuid', page: 'Dê seu feedback anônimo', description: FEEDBACK_DESCRIPTION, index: false },
  // A person's opt-in public result page (issue 15): never indexed; the server names the person.
  {
    path: '/r/:token',
    page: 'Perfil DISC',
    description: 'Um resultado DISC compartilhado no Espelho. Faça o seu teste gratuito e descubra o seu estilo.',
    index: false,
  },
  {
    path: '/assessment/parallel',
    page: 'Autoavaliação paralela',
    description: 'Responda sobre você as mesmas 24 perguntas que seus amigos respondem no feedback.',
    index: false,
  },
  {
    path: '/results',
    page: 'Meus resultados',
    description: 'Seu painel de autoconhecimento: perfil DISC, feedback 360° e pontos cegos.',
    index: false,
  },
  {
    path: '/account',
    page: 'Minha conta',
    description: 'Sua conta: dados de acesso, plano Premium, pagamentos, senha e seus dados pessoais.',
    index: false,
  },
  {
    path: '/register',
    page: 'Criar conta',
    description: `Crie sua conta gratuita no ${PRODUCT_NAME}, guarde seus resultados e receba seu link de feedback 360° anônimo.`,
    index: true,
  },
  {
    path: '/login',
    page: 'Entrar',
    description: `Entre na sua conta do ${PRODUCT_NAME} para ver seus resultados e o feedback que você recebeu.`,
    index: true,
  },
  {
    path: '/about',
    page: `Sobre o ${PRODUCT_NAME}`,
    description: `Conheça o ${PRODUCT_NAME}: autoconhecimento a partir de como você se vê e de como as pessoas próximas te veem, com DISC, Big Five e feedback 360°.`,
    index: true,
  },
  {
    path: '/disc',
    page: 'Metodologia DISC',
    description:
      'Entenda o modelo DISC e seus quatro perfis comportamentais: Dominância, Influência, Estabilidade e Conformidade.',
    index: true,
    keywords: 'metodologia DISC, perfis DISC, o que é DISC',
  },
  {
    path: '/ocean',
    page: 'Metodologia OCEAN (Big Five)',
    description:
      'Conheça os cinco grandes fatores da personalidade: Abertura, Conscienciosidade, Extroversão, Amabilidade e Neuroticismo.',
    index: true,
    keywords: 'cinco grandes fatores, modelo Big Five, OCEAN personalidade',
  },
  {
    path: '/ocean-assessment',
    page: 'Teste Big Five (OCEAN)',
    description: `Responda 25 afirmações em ${aboutMinutes(OCEAN_MINUTES)} e conheça seus cinco grandes fatores de personalidade.`,
    index: true,
    keywords: 'teste Big Five grátis, teste OCEAN',
  },
  {
    path: '/ocean-results',
    page: 'Resultados Big Five',
    description: 'Seus resultados no teste Big Five (OCEAN): níveis de cada fator, pontos fortes e pontos de desenvolvimento.',
    index: true,
  },
  {
    path: '/profile/dominance',
    page: 'Perfil Dominância: O Realizador',
    description: profileDescription('Dominância (D)', 'desafios e resultados'),
    index: true,
    keywords: 'perfil dominante, DISC dominância, perfil D',
  },
  {
    path: '/profile/influence',
    page: 'Perfil Influência: O Inspirador',
    description: profileDescription('Influência (I)', 'pessoas e entusiasmo'),
    index: true,
    keywords: 'perfil influente, DISC influência, perfil I',
  },
  {
    path: '/profile/steadiness',
    page: 'Perfil Estabilidade: O Harmonizador',
    description: profileDescription('Estabilidade (S)', 'harmonia e constância'),
    index: true,
    keywords: 'perfil estável, DISC estabilidade, perfil S',
  },
  {
    path: '/profile/compliance',
    page: 'Perfil Conformidade: O Perfeccionista',
    description: profileDescription('Conformidade (C)', 'qualidade e precisão'),
    index: true,
    keywords: 'perfil conforme, DISC conformidade, perfil C',
  },
  {
    path: '/pricing',
    page: 'Planos',
    description: `Comece grátis ou assine o Premium por ${formatPlanPrice(PLANS.monthly.price)}/mês ou ${formatPlanPrice(PLANS.quarterly.price)}/trimestre: DISC completo, feedback 360° ilimitado, filtros por relacionamento e sem anúncios.`,
    index: true,
  },
  {
    path: '/checkout',
    page: 'Assinar Premium',
    description: `Assine o ${PRODUCT_NAME} Premium e desbloqueie a análise completa dos seus feedbacks.`,
    index: false,
  },
  { path: '/privacy-policy', page: 'Política de Privacidade', description: PRIVACY_DESCRIPTION, index: true },
  {
    path: '/privacy',
    page: 'Política de Privacidade',
    description: PRIVACY_DESCRIPTION,
    index: true,
    canonicalPath: '/privacy-policy',
  },
  {
    path: '/terms-of-service',
    page: 'Termos de Uso',
    description: `As regras de uso do ${PRODUCT_NAME}: conta, avaliações, feedback anônimo, planos e pagamentos.`,
    index: true,
  },
  // Email (issue 13): pages reached from links with one-time tokens stay out of search engines.
  { path: '/forgot-password', page: 'Esqueci minha senha', description: `Receba por e-mail um link para criar uma nova senha no ${PRODUCT_NAME}.`, index: false },
  { path: '/reset-password', page: 'Criar nova senha', description: 'Escolha uma nova senha para a sua conta.', index: false },
  { path: '/verify-email', page: 'Confirmação de e-mail', description: 'Confirme que este endereço de e-mail é seu.', index: false },
  { path: '/unsubscribe', page: 'Cancelar inscrição', description: 'Deixe de receber um tipo de e-mail opcional.', index: false },
  { path: '/payment/success', page: 'Pagamento confirmado', description: 'Confirmação do seu pagamento e ativação do Premium.', index: false },
  { path: '/payment/cancel', page: 'Pagamento não concluído', description: 'Seu pagamento não foi concluído e nenhuma cobrança foi feita.', index: false },
  { path: '/payment/pending', page: 'Pagamento pendente', description: 'Seu pagamento está em análise; acompanhe a confirmação por aqui.', index: false },
  // Payment area (issue 36, decision 0048): Premium as a gift.
  { path: '/gift', page: 'Presentear Premium', description: `Dê ${PRODUCT_NAME} Premium de presente: 1 ou 3 meses, com um link para enviar por WhatsApp ou e-mail.`, index: false },
  { path: '/gift/success', page: 'Presente pronto', description: 'O link do seu presente, para enviar a quem você quiser.', index: false },
  { path: '/gift/redeem', page: 'Resgatar presente', description: `Resgate o ${PRODUCT_NAME} Premium que você ganhou de presente.`, index: false },
  // Comparing with someone (issue 47): private pages, out of search engines.
  { path: '/comparar', page: 'Comparar com alguém', description: 'Convide alguém para ver seus resultados de DISC e Big Five lado a lado, com o consentimento dos dois.', index: false },
  { path: '/comparar/convite', page: 'Convite para comparar', description: 'Veja o que será compartilhado antes de aceitar comparar resultados.', index: false },
  { path: '/comparar/:id', page: 'Comparação', description: 'Seus resultados e os de outra pessoa lado a lado: onde vocês se parecem e onde diferem.', index: false },
]

export const NOT_FOUND_META: RouteMeta = {
  path: '*',
  page: 'Página não encontrada',
  description: 'O endereço que você procurou não existe ou mudou de lugar.',
  index: false,
}

export interface RouteMatch {
  meta: RouteMeta
  params: Record<string, string>
}

export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const parts = clean.split('/')
  for (const meta of ROUTES) {
    const pattern = meta.path.split('/')
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    const ok = pattern.every((segment, i) => {
      const part = parts[i] ?? ''
      if (segment.startsWith(':')) {
        if (!part) return false
        params[segment.slice(1)] = safeDecode(part)
        return true
      }
      return segment === part
    })
    if (ok) return { meta, params }
  }
  return null
}

export const pageTitle = (page: string) => `${page} | ${PRODUCT_NAME}`

export const pageKeywords = (meta: RouteMeta) => (meta.keywords ? `${meta.keywords}, ${DEFAULT_KEYWORDS}` : DEFAULT_KEYWORDS)

/** Canonical address: always the https www host (SPEC.md §1), path without query. */
export function canonicalUrl(canonicalOrigin: string, pathname: string) {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return `${canonicalOrigin}${clean === '/' ? '/' : clean}`
}

/** The canonical address of a page: its own path, or the address whose content it repeats. */
export const canonicalFor = (canonicalOrigin: string, meta: RouteMeta, pathname: string) =>
  canonicalUrl(canonicalOrigin, meta.canonicalPath ?? pathname)

export const robotsContent = (meta: RouteMeta) => (meta.index ? 'index, follow' : 'noindex, nofollow')

/** The site's link preview image (src/client/public/og-image.png) and its alt text. */
export const OG_IMAGE_PATH = '/og-image.png'
export const OG_IMAGE_ALT = `${PRODUCT_NAME}: a verdade liberta. Autoconhecimento com DISC, Big Five e feedback 360° anônimo.`

/** What a page may say about one person instead of the table (an invite link names who asks). */
export interface HeadOverride {
  /** The page part of the title ('{page} | Espelho'). */
  page?: string
  description?: string
  /** A per-person preview image (absolute URL) and its alt text, instead of the site's. */
  image?: { url: string; alt: string }
}

/** The values of a page's per-page head tags: the table's, or a person-specific page's. */
export function headValues(meta: RouteMeta, pathname: string, canonicalOrigin: string, override: HeadOverride = {}) {
  const title = pageTitle(override.page ?? meta.page)
  const description = override.description ?? meta.description
  const image = override.image?.url ?? `${canonicalOrigin}${OG_IMAGE_PATH}`
  const imageAlt = override.image?.alt ?? OG_IMAGE_ALT
  return { title, description, keywords: pageKeywords(meta), robots: robotsContent(meta), url: canonicalFor(canonicalOrigin, meta, pathname), image, imageAlt }
}

export type HeadValues = ReturnType<typeof headValues>

/**
 * Every tag of the head that differs between pages, and the value it carries. The server writes
 * them (server/pages/head.ts); the browser sets each one again on navigation, so nothing a
 * person-specific page wrote (an invite link's name and link id) stays on the next page (issue 47).
 */
export const PER_PAGE_HEAD_TAGS: ReadonlyArray<{ selector: string; attribute: 'content' | 'href'; value: keyof HeadValues }> = [
  { selector: 'meta[name="description"]', attribute: 'content', value: 'description' },
  { selector: 'meta[name="keywords"]', attribute: 'content', value: 'keywords' },
  { selector: 'meta[name="robots"]', attribute: 'content', value: 'robots' },
  { selector: 'link[rel="canonical"]', attribute: 'href', value: 'url' },
  { selector: 'meta[property="og:title"]', attribute: 'content', value: 'title' },
  { selector: 'meta[property="og:description"]', attribute: 'content', value: 'description' },
  { selector: 'meta[property="og:url"]', attribute: 'content', value: 'url' },
  { selector: 'meta[property="og:image"]', attribute: 'content', value: 'image' },
  { selector: 'meta[property="og:image:alt"]', attribute: 'content', value: 'imageAlt' },
  { selector: 'meta[name="twitter:title"]', attribute: 'content', value: 'title' },
  { selector: 'meta[name="twitter:description"]', attribute: 'content', value: 'description' },
  { selector: 'meta[name="twitter:image"]', attribute: 'content', value: 'image' },
  { selector: 'meta[name="twitter:image:alt"]', attribute: 'content', value: 'imageAlt' },
]

/** The person-specific title of an invite link (SPEC.md §2): the preview asks about them by name. */
export const invitePreview = (username: string) => ({
  page: `Como você vê ${username}?`,
  description: `${username} quer descobrir como as pessoas próximas percebem seu jeito de ser. Responda em ${GIVER_DURATION}, de forma anônima, e ajude ${username} a se conhecer melhor.`,
})

/** The title of a public result page (issue 15), with the person's first name when it has one. */
export const publicResultPreview = (firstName: string | null, style: string) => ({
  page: firstName ? `Perfil DISC de ${firstName}: ${style}` : `Perfil DISC: ${style}`,
  description: `${firstName ?? 'Esta pessoa'} compartilhou o resultado do teste DISC no ${PRODUCT_NAME}. Faça o seu teste gratuito e descubra o seu estilo.`,
})

function safeDecode(part: string) {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
