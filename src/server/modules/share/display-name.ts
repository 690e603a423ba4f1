/**
 * What of a person's typed name can go on an image. Names are free text (any length, emoji, RTL
 * scripts, markup): the image shows only letters the shipped font has (Latin, which covers
 * Portuguese), digits, spaces and a little punctuation, with direction and invisible control
 * characters removed, and cut to a length that fits. A name with nothing left gets the generic text.
 */
const KEEP = /[\p{Script=Latin}\p{Mn}\p{Nd} .'’-]/u
const SPACES = /\s+/gu

export const NAME_MAX_CHARS = 24

export function displayName(raw: string, max = NAME_MAX_CHARS): string | null {
  const kept = Array.from(raw.normalize('NFC').replace(SPACES, ' '))
    .filter((char) => KEEP.test(char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
  // A name must carry at least one letter; dots and dashes alone say nothing.
  if (!/\p{L}/u.test(kept)) return null
  return fit(kept, max)
}

/** Whole words while they fit (a name cut between words reads naturally); one long word is cut with '…'. */
function fit(name: string, max: number): string {
  if (Array.from(name).length <= max) return name
  let result = ''
  for (const word of name.split(' ')) {
    const next = result ? `${result} ${word}` : word
    if (Array.from(next).length > max) break
    result = next
  }
  return result || `${Array.from(name).slice(0, max - 1).join('').trimEnd()}…`
}

/** The first word of the name (the public result page shows only that). */
export function firstName(raw: string): string | null {
  const name = displayName(raw, 40)
  return name ? displayName(name.split(' ')[0] ?? '', 20) : null
}
