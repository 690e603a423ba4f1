import { z } from './zod-locale'

export const TEXT_MESSAGES = {
  invalidCharacters: 'O texto contém caracteres inválidos (caracteres de controle ou símbolos incompletos). Remova-os e tente novamente.',
} as const

/** C0 and C1 control characters except tab, line feed and carriage return; DEL too. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
const LINE_BREAKS_AND_TABS = /[\t\n\r]/u
/** With the u flag a surrogate matches only when it is not part of a pair. */
const LONE_SURROGATE = /\p{Cs}/u

/** True when `value` has no NUL or other control character (line breaks only if allowed) and no unpaired surrogate. */
export function isCleanText(value: string, options: { multiline?: boolean } = {}) {
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return false
  return options.multiline ? true : !LINE_BREAKS_AND_TABS.test(value)
}

/**
 * The one way a text field starts (issue 23): a string that refuses NUL, other control characters
 * (line breaks and tabs only when `multiline`) and unpaired UTF-16 surrogates with a Portuguese
 * message, and is normalised to NFC. Still a ZodString, so `.trim().min().max()` chain on.
 */
export function safeString(params?: Parameters<typeof z.string>[0], options: { multiline?: boolean } = {}) {
  return z
    .string(params)
    .refine((value) => isCleanText(value, options), { message: TEXT_MESSAGES.invalidCharacters, abort: true })
    .overwrite((value) => value.normalize('NFC'))
}
