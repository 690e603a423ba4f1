import { SELF_TEST_FORM_KEYS, type FormError } from '#shared/forms/self-tests'
import { usePageFormData } from '#client/lib/query-client'

/**
 * The message of a step the server refused (a form posted without JavaScript, issue 32): the same
 * title and text the app shows for that error, in the page the server answered with.
 */
export function FormErrorAlert() {
  const error = usePageFormData<FormError>(SELF_TEST_FORM_KEYS.error)
  if (!error) return null
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{error.title}</p>
      <p className="mt-1">{error.description}</p>
    </div>
  )
}
