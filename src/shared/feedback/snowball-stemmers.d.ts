/** The part of snowball-stemmers (a JS port of the Snowball stemmers) that Espelho uses. */
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string
  }
  export function newStemmer(language: 'portuguese'): Stemmer
  export function algorithms(): string[]
}
