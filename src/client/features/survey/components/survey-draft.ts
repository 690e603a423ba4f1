import type { SurveyResponse } from '#shared/schemas/survey'
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '#client/lib/storage'

export type SurveyAnswers = Omit<SurveyResponse, 'completedAt' | 'currentStep'>

export interface SurveyDraft {
  step: number
  answers: SurveyAnswers
}

export const readSurveyDraft = (): SurveyDraft | null => {
  const draft = readJson<SurveyDraft>('local', STORAGE_KEYS.surveyDraft)
  if (!draft || typeof draft.step !== 'number' || typeof draft.answers !== 'object' || draft.answers === null) return null
  return draft
}
export const saveSurveyDraft = (draft: SurveyDraft) => writeJson('local', STORAGE_KEYS.surveyDraft, draft)
export const clearSurveyDraft = () => removeKey('local', STORAGE_KEYS.surveyDraft)

export const wasSurveyPrompted = () => readJson<boolean>('local', STORAGE_KEYS.surveyPrompted) === true
export const markSurveyPrompted = () => writeJson('local', STORAGE_KEYS.surveyPrompted, true)
