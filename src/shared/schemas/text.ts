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

/**
 * Characters that draw nothing but can hide or reorder text (issue 31): the byte order mark, soft
 * hyphen, zero-width space/non-joiner/joiner, the directional marks, embeddings, overrides and
 * isolates (bidi, U+202A–U+202E, U+2066–U+2069), the word joiner and invisible operators, the
 * Mongolian vowel separator and the interlinear annotation marks. One exception: a zero-width
 * joiner between two pictographs is part of an emoji (👨‍👩‍👧) and stays.
 */
const INVISIBLE = /(?<!\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D|\u200D(?!\p{Extended_Pictographic})|[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/gu

/** True when `value` has no NUL or other control character (line breaks only if allowed) and no unpaired surrogate. */
export function isCleanText(value: string, options: { multiline?: boolean } = {}) {
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return false
  return options.multiline ? true : !LINE_BREAKS_AND_TABS.test(value)
}

/** `value` without the invisible characters above, in NFC: what a person sees is what is stored. */
export function visibleText(value: string) {
  return value.replace(INVISIBLE, '').normalize('NFC')
}

/**
 * The one way a text field starts (issue 23): a string that refuses NUL, other control characters
 * (line breaks and tabs only when `multiline`) and unpaired UTF-16 surrogates with a Portuguese
 * message, drops the invisible characters (issue 31: so a name or a characteristic made only of
 * them is empty and refused as such) and is normalised to NFC. Still a ZodString, so
 * `.trim().min().max()` chain on. Secrets (`secret: true`, passwords) keep every character they
 * were typed with: dropping one would change the password without telling anyone.
 */
export function safeString(params?: Parameters<typeof z.string>[0], options: { multiline?: boolean; secret?: boolean } = {}) {
  return z
    .string(params)
    .refine((value) => isCleanText(value, options), { message: TEXT_MESSAGES.invalidCharacters, abort: true })
    .overwrite((value) => (options.secret ? value.normalize('NFC') : visibleText(value)))
}
