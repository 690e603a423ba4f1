import { useQuery } from '@tanstack/react-query'
import { DISC_HISTORY_PATH, DiscHistoryResponseSchema, OCEAN_HISTORY_PATH, OceanHistoryResponseSchema } from '#shared/schemas/history'
import { api } from '#client/lib/api-client'

/** GET /api/assessment/history: scores for Premium, only the count and dates for free (server-decided). */
export const useDiscHistory = () =>
  useQuery({ queryKey: ['history', 'disc'], queryFn: () => api.get(DISC_HISTORY_PATH, DiscHistoryResponseSchema), retry: false })

/** GET /api/ocean-assessment/history, gated the same way. */
export const useOceanHistory = () =>
  useQuery({ queryKey: ['history', 'ocean'], queryFn: () => api.get(OCEAN_HISTORY_PATH, OceanHistoryResponseSchema), retry: false })
