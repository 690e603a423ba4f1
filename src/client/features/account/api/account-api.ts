import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ACCOUNT_EXPORT_PATH,
  ACCOUNT_PATH,
  ACCOUNT_PAYMENTS_PATH,
  AccountInfoSchema,
  AccountPaymentsResponseSchema,
  DeleteAccountResponseSchema,
  type DeleteAccountRequest,
} from '#shared/schemas/account'
import { CHANGE_PASSWORD_PATH, ChangePasswordResponseSchema, type ChangePasswordRequest } from '#shared/schemas/auth'
import { ApiError, api } from '#client/lib/api-client'

export const ACCOUNT_INFO_QUERY_KEY = ['account', 'info'] as const

export const accountInfoQueryOptions = () =>
  queryOptions({ queryKey: ACCOUNT_INFO_QUERY_KEY, queryFn: () => api.get(ACCOUNT_PATH, AccountInfoSchema) })

/** What the deletion dialog must ask for (the password only when the account has one). */
export function useAccountInfo(enabled = true) {
  return useQuery({ ...accountInfoQueryOptions(), enabled })
}

export const ACCOUNT_PAYMENTS_QUERY_KEY = ['account', 'payments'] as const

/** GET /api/account/payments: the Premium end and the payment history, newest first. */
export function useAccountPayments() {
  return useQuery({ queryKey: ACCOUNT_PAYMENTS_QUERY_KEY, queryFn: () => api.get(ACCOUNT_PAYMENTS_PATH, AccountPaymentsResponseSchema) })
}

/** POST /api/auth/change-password: this session stays, every other one ends. */
export const changePassword = (body: ChangePasswordRequest) => api.post(CHANGE_PASSWORD_PATH, body, ChangePasswordResponseSchema)

export const deleteAccount = (body: DeleteAccountRequest) => api.delete(ACCOUNT_PATH, body, DeleteAccountResponseSchema)

const FALLBACK_FILE_NAME = 'espelho-meus-dados.json'

/**
 * Downloads the JSON export as a file. Fetched (not a plain link) so that a failure becomes a
 * message on the page instead of a file holding an error.
 */
export async function downloadAccountExport(): Promise<string> {
  const response = await fetch(ACCOUNT_EXPORT_PATH, { credentials: 'include', cache: 'no-store', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new ApiError(response.status, await response.text())
  const blob = await response.blob()
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_FILE_NAME
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return fileName
}
