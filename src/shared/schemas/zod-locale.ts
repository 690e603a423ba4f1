// Not `z` here: the browser build treats calls on `z` as pure (vite.config.ts, decision 0032), and
// these two configure zod for their side effect.
import { z as zod } from 'zod'

// Zod's default messages are English; Brazilian users get its Portuguese locale (DESIGN.md §2).
zod.config(zod.locales.pt())

// Browsers run the pages under a CSP without 'unsafe-eval', so zod parses there without its compiled
// fast path, and must not even probe for eval: Chromium reports the swallowed probe as a CSP issue
// (Lighthouse's best-practices `inspector-issues`). The server keeps the fast path.
if (typeof document !== 'undefined') zod.config({ jitless: true })

export { zod as z }
