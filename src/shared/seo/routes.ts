import { PRODUCT_NAME } from '../product'

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
}

export const DEFAULT_DESCRIPTION =
  'Descubra como você se vê e como os outros te veem. Faça o teste DISC e o Big Five, receba feedback 360° anônimo e encontre seus pontos cegos.'
export const DEFAULT_KEYWORDS =
  'teste DISC, Big Five, OCEAN, autoconhecimento, feedback 360, pontos cegos, personalidade, perfil comportamental'

export const ROUTES: RouteMeta[] = [
  { path: '/', page: 'Autoconhecimento com DISC e feedback 360°', description: DEFAULT_DESCRIPTION, index: true },
  { path: '/assessment', page: 'Teste DISC gratuito', description: 'Responda 10 reflexões e descubra seu perfil DISC: Dominância, Influência, Estabilidade e Conformidade.', index: true },
  { path: '/thank-you', page: 'Obrigado pelo seu feedback', description: 'Seu feedback anônimo foi enviado. Que tal descobrir o seu próprio perfil?', index: false },
  { path: '/feedback/user/:uuid', page: 'Dê seu feedback anônimo', description: 'Responda em 2 a 3 minutos e ajude alguém a se conhecer melhor, de forma anônima.', index: false },
  { path: '/feedback/:uuid', page: 'Dê seu feedback anônimo', description: 'Responda em 2 a 3 minutos e ajude alguém a se conhecer melhor, de forma anônima.', index: false },
  { path: '/results', page: 'Meus resultados', description: 'Seu painel de autoconhecimento: perfil DISC, feedback 360° e pontos cegos.', index: false },
  { path: '/register', page: 'Criar conta', description: `Crie sua conta gratuita no ${PRODUCT_NAME} e guarde seus resultados.`, index: true },
  { path: '/login', page: 'Entrar', description: `Entre na sua conta do ${PRODUCT_NAME}.`, index: true },
  { path: '/about', page: `Sobre o ${PRODUCT_NAME}`, description: `Conheça o ${PRODUCT_NAME}: autoconhecimento a partir de como você se vê e de como os outros te veem.`, index: true },
  { path: '/disc', page: 'Metodologia DISC', description: 'Entenda os quatro perfis do modelo DISC: Dominância, Influência, Estabilidade e Conformidade.', index: true },
  { path: '/ocean', page: 'Metodologia OCEAN (Big Five)', description: 'Os cinco grandes fatores da personalidade: Abertura, Conscienciosidade, Extroversão, Amabilidade e Neuroticismo.', index: true },
  { path: '/ocean-assessment', page: 'Teste Big Five (OCEAN)', description: 'Responda 25 afirmações e conheça seus cinco grandes fatores de personalidade.', index: true },
  { path: '/ocean-results', page: 'Resultados Big Five', description: 'Seus resultados no teste Big Five (OCEAN).', index: false },
  { path: '/profile/dominance', page: 'Perfil Dominância: O Realizador', description: 'Como pensa, o que motiva e como evolui o perfil Dominância (D) do DISC.', index: true },
  { path: '/profile/influence', page: 'Perfil Influência: O Inspirador', description: 'Como pensa, o que motiva e como evolui o perfil Influência (I) do DISC.', index: true },
  { path: '/profile/steadiness', page: 'Perfil Estabilidade: O Harmonizador', description: 'Como pensa, o que motiva e como evolui o perfil Estabilidade (S) do DISC.', index: true },
  { path: '/profile/compliance', page: 'Perfil Conformidade: O Perfeccionista', description: 'Como pensa, o que motiva e como evolui o perfil Conformidade (C) do DISC.', index: true },
  { path: '/pricing', page: 'Planos', description: 'Plano gratuito ou Premium por R$10/mês ou R$25/trimestre: análise completa, filtros por relacionamento e sem anúncios.', index: true },
  { path: '/checkout', page: 'Assinar Premium', description: `Assine o ${PRODUCT_NAME} Premium.`, index: false },
  { path: '/privacy-policy', page: 'Política de Privacidade', description: `Como o ${PRODUCT_NAME} coleta, usa e protege seus dados, de acordo com a LGPD.`, index: true },
  { path: '/privacy', page: 'Política de Privacidade', description: `Como o ${PRODUCT_NAME} coleta, usa e protege seus dados, de acordo com a LGPD.`, index: true },
  { path: '/terms-of-service', page: 'Termos de Uso', description: `As regras de uso do ${PRODUCT_NAME}.`, index: true },
  { path: '/payment/success', page: 'Pagamento confirmado', description: 'Confirmação do seu pagamento.', index: false },
  { path: '/payment/cancel', page: 'Pagamento não concluído', description: 'Seu pagamento não foi concluído.', index: false },
  { path: '/payment/pending', page: 'Pagamento pendente', description: 'Seu pagamento está pendente.', index: false },
]

export const NOT_FOUND_META: RouteMeta = {
  path: '*',
  page: 'Página não encontrada',
  description: 'O endereço que você procurou não existe.',
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

/** Canonical address: always the https www host (SPEC.md §1), path without query. */
export function canonicalUrl(canonicalOrigin: string, pathname: string) {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return `${canonicalOrigin}${clean === '/' ? '/' : clean}`
}

export const robotsContent = (meta: RouteMeta) => (meta.index ? 'index, follow' : 'noindex, nofollow')

function safeDecode(part: string) {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
