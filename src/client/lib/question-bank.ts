import { useQueryClient } from '@tanstack/react-query'
import { use } from 'react'
import type { DiscQuestion } from '#shared/disc/types'

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

/**
 * The bank `name`: from the query cache when the page carried it (dehydrated by the server's render,
 * hydrated by main.tsx), otherwise loaded (the component suspends meanwhile) and put in the cache: on
 * the server that puts it in the page for the browser. An entry that is not a bank stays as it was.
 */
export function useDiscBank(name: DiscBankName): readonly DiscQuestion[] {
  const client = useQueryClient()
  const key = bankKey(name)
  const held = client.getQueryData(key)
  if (isBank(held)) return held
  const bank = use(loadBank(name))
  if (held === undefined) client.setQueryData(key, bank)
  return bank
}
