import { useMutation } from '@tanstack/react-query'
import { oceanOthersSubmitPath, OthersOceanSubmitResponseSchema, type OthersOceanRequest } from '#shared/schemas/ocean-others'
import { api } from '#client/lib/api-client'

/** POST /api/feedback/user/{uuid}/ocean: the optional ten Big Five statements about the person. */
export function submitOthersOcean(uuid: string, body: OthersOceanRequest) {
  return api.post(oceanOthersSubmitPath(encodeURIComponent(uuid)), body, OthersOceanSubmitResponseSchema)
}

export function useSubmitOthersOcean(uuid: string) {
  return useMutation({ mutationFn: (body: OthersOceanRequest) => submitOthersOcean(uuid, body) })
}
