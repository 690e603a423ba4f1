/**
 * The giver's flow as plain HTML forms (issue 32, decision 0036): what the form endpoint and the
 * page share. The page never receives the giver's secret: it stays in the server's progress.
 */
import { MAX_IMPROVEMENTS, MAX_STRENGTHS } from '#shared/product'

/** Where each giver form posts. Under the link's own API path, so the giver guard's cookies go with it. */
export const giverFormAction = (uuid: string) => `/api/feedback/user/${uuid.toLowerCase()}/form`

/** The progress flow of a giver on one link (form-progress.ts). */
export const giverFlowOf = (uuid: string) => `giver:${uuid.toLowerCase()}`

/** Query keys of the page data the server adds to a giver's page. */
export const GIVER_FORM_KEYS = {
  /** What a giver without JavaScript answered so far (GiverFormView), absent when nothing. */
  view: (uuid: string) => ['forms', 'giver', uuid.toLowerCase()] as const,
  /** The message of a refused post, shown on the page (role="alert"). */
  error: (uuid: string) => ['forms', 'giver', uuid.toLowerCase(), 'error'] as const,
  /** True when the link does not exist (any more): the page says so without asking the API. */
  gone: (uuid: string) => ['forms', 'giver', uuid.toLowerCase(), 'gone'] as const,
  /** Why a giver without JavaScript could not send their answers now, told on the landing (issue 46). */
  withoutScript: (uuid: string) => ['forms', 'giver', uuid.toLowerCase(), 'without-script'] as const,
}

/**
 * `step`: which screen the post comes from; 'handover' is the page's code taking the progress
 * over once it runs (the server forgets its copy of the questions).
 */
export const GIVER_FORM_STEPS = ['question', 'details', 'ocean', 'handover'] as const

/** `nav`: back, forward, send (details, ocean) and skip (ocean). */
export const GIVER_FORM_NAVS = ['back', 'next', 'send', 'skip'] as const
export type GiverFormNav = (typeof GIVER_FORM_NAVS)[number]

export const GIVER_FORM_TEXT_SLOTS = { strengths: MAX_STRENGTHS, improvements: MAX_IMPROVEMENTS } as const

/** The message of "Próximo" on a question without an answer (the same as the app's). */
export const chooseToContinue = (username: string) => `Escolha a alternativa que mais combina com ${username} para continuar.`

export const GIVER_FORM_MESSAGES = {
  /** A post the form never sends (unknown step, list where one value goes, unknown answer…). */
  badForm: 'Não entendemos o envio deste formulário. Recarregue a página e tente novamente.',
} as const
