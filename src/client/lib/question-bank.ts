import { use } from 'react'
import type { DiscQuestion } from '#shared/disc/types'
import { usePageData } from './page-form-data'

/**
 * The DISC banks a wizard shows: 24 questions with four options each, most of it Portuguese text.
 * On a page the server painted, the bank travels in the page's data (read with JSON.parse, not
 * compiled as script: issue 32, decision 0049); after a navigation inside the app it is loaded as
 * code, the page waiting for it like for any lazy part.
 */
const LOADERS = {
  self: async () => (await import('#shared/disc/self-questions')).DISC_SELF_QUESTIONS,
  others: async () => (await import('#shared/disc/others-questions')).DISC_OTHERS_QUESTIONS,
} satisfies Record<string, () => Promise<readonly DiscQuestion[]>>

export type DiscBankName = keyof typeof LOADERS

const bankKey = (name: DiscBankName) => ['question-bank', 'disc', name] as const

const loading = new Map<DiscBankName, Promise<readonly DiscQuestion[]>>()

function loadBank(name: DiscBankName): Promise<readonly DiscQuestion[]> {
  let promise = loading.get(name)
  if (!promise) {
    promise = LOADERS[name]()
    // A failed download is tried again by the next render (the route's error screen offers it).
    promise.catch(() => loading.delete(name))
    loading.set(name, promise)
  }
  return promise
}

/** Only what a bank must look like to be shown: the page's data is checked, never trusted blindly. */
function isBank(value: unknown): value is readonly DiscQuestion[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (question: Partial<DiscQuestion> | null) =>
        typeof question?.id === 'string' && typeof question.text === 'string' && Array.isArray(question.options),
    )
  )
}

/** The bank `name`: from the page when it carries it, otherwise loaded (the component suspends meanwhile). */
export function useDiscBank(name: DiscBankName): readonly DiscQuestion[] {
  const pageData = usePageData()
  const key = bankKey(name)
  const held = pageData.get(key)
  if (isBank(held)) return held
  const bank = use(loadBank(name))
  pageData.carry(key, bank)
  return bank
}
