import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FEEDBACK_ROUNDS_PATH, FeedbackRoundsResponseSchema, OpenRoundResponseSchema } from '#shared/schemas/rounds'
import { api } from '#client/lib/api-client'

const ROUNDS_QUERY_KEY = ['history', 'rounds'] as const

/** GET /api/feedback/rounds: the rounds and released counts; the comparison only for Premium (server-decided). */
export const useFeedbackRounds = () =>
  useQuery({
    queryKey: ROUNDS_QUERY_KEY,
    queryFn: () => api.get(FEEDBACK_ROUNDS_PATH, FeedbackRoundsResponseSchema),
    retry: false,
    refetchOnMount: 'always',
  })

/** POST /api/feedback/rounds: a new round; every figure on the page now describes it, so all is read again. */
export function useOpenRound() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(FEEDBACK_ROUNDS_PATH, undefined, OpenRoundResponseSchema),
    onSuccess: () => client.invalidateQueries(),
  })
}
