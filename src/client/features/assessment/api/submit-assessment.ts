import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DiscAssessmentRequest } from '#shared/schemas/assessment'
import { ASSESSMENT_PATH } from '#shared/schemas/assessment-texts'
import { api } from '#client/lib/api-client'
import { ME_QUERY_KEY, useSession } from '#client/lib/session'
import { discAssessmentSchema } from './get-temp-assessment'

/** POST /api/assessment: the server scores the answers again and answers with the saved result. */
export const submitAssessment = (input: DiscAssessmentRequest) => api.post(ASSESSMENT_PATH, input, discAssessmentSchema)

export function useSubmitAssessment() {
  const session = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: DiscAssessmentRequest) => {
      const saved = await submitAssessment(input)
      // A new self result changes the dashboard, the self-vs-others comparison and strongestType:
      // everything known from before is asked again.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
      // Signed in, the session's strongest type changes; anonymous, there is no session to ask about.
      if (session.known()) session.refresh().catch(() => undefined)
      return saved
    },
  })
}
