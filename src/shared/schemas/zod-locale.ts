import { z } from 'zod'

// Zod's default messages are English; Brazilian users get its Portuguese locale (DESIGN.md §2).
z.config(z.locales.pt())

export { z }
