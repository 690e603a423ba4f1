// The seeded order lives in src/shared so the no-JS form endpoints draw the same orders (issue 32).
export { shuffled } from '#shared/ssr/seeded-shuffle'
