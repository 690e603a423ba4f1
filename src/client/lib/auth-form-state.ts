import { AUTH_FORM_KEY, type AuthForm, type AuthFormState } from '#shared/forms/auth-forms'
import { usePageFormData } from './query-client'

/**
 * What the server refused when this form was posted without JavaScript (issue 45): the app's title
 * and message, and the e-mail typed, carried in the page the server redirected back to. Null when
 * the page carries none, or carries another form's.
 */
export function useAuthFormState(form: AuthForm): AuthFormState | null {
  const state = usePageFormData<AuthFormState>(AUTH_FORM_KEY)
  return state?.form === form ? state : null
}
