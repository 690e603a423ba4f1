import type { User } from '#shared/schemas/auth'

/** A signed-in person as GET /api/auth/me answers it, for the browser code's unit tests. */
export const CLIENT_USER: User = {
  id: 7,
  userId: '0b6f3a52-8d1e-4c1a-9a57-3f1f0d2b9c11',
  isPremium: false,
  premiumUntil: null,
  username: 'Ana',
  email: 'ana@exemplo.com.br',
  strongestType: 'I',
  createdAt: '2025-03-01T12:00:00.000Z',
  emailVerified: true,
}
