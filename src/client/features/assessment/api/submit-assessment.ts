import { ASSESSMENT_PATH, type DiscAssessmentRequest } from '#shared/schemas/assessment'
import { api } from '#client/lib/api-client'
import { loadedQueryClient } from '#client/lib/query-slot'
import { useSession } from '#client/lib/session'
import { useAction } from '#client/lib/use-request'
import { discAssessmentSchema } from './get-temp-assessment'

/** POST /api/assessment: the server scores the answers again and answers with the saved result. */
export const submitAssessment = (input: DiscAssessmentRequest) => api.post(ASSESSMENT_PATH, input, discAssessmentSchema)

export function useSubmitAssessment() {
  const session = useSession()
  return useAction(async (input: DiscAssessmentRequest) => {
    const saved = await submitAssessment(input)
    // A new self result changes the dashboard, the self-vs-others comparison and strongestType:
    // everything known from before is asked again.
    void loadedQueryClient()?.invalidateQueries()
    session.refresh().catch(() => undefined)
    return saved
  })
}
