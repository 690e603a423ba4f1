import { z } from 'zod'

// Zod's default messages are English; Brazilian users get its Portuguese locale (DESIGN.md §2).
z.config(z.locales.pt())

// Browsers run the pages under a CSP without 'unsafe-eval', so zod parses there without its compiled
// fast path, and must not even probe for eval: Chromium reports the swallowed probe as a CSP issue
// (Lighthouse's best-practices `inspector-issues`). The server keeps the fast path.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
