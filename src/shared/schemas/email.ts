import { z } from './zod-locale'
import { AUTH_MESSAGES, EmailSchema, NewPasswordSchema } from './auth'
import { safeString } from './text'
import { PASSWORD_MAX_LENGTH } from '#shared/product'

/** Where an email's "Preferências de e-mail" link leads (the section's anchor on that page). */
export const EMAIL_PREFERENCES_ANCHOR = 'preferencias-email'
export const EMAIL_PREFERENCES_PATH = `/account#${EMAIL_PREFERENCES_ANCHOR}`

export const EMAIL_MESSAGES = {
  forgotAccepted: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada e o spam.',
  tokenInvalid: 'Este link não é válido. Peça um novo link.',
  tokenExpired: 'Este link expirou. Peça um novo link.',
  tokenUsed: 'Este link já foi usado. Peça um novo link se precisar.',
  passwordReset: 'Senha alterada! Você entrou com a nova senha e saiu dos outros aparelhos.',
  emailVerified: 'E-mail confirmado. Obrigado!',
  verificationSent: 'Enviamos um novo link de confirmação para o seu e-mail.',
  alreadyVerified: 'Seu e-mail já está confirmado.',
  tooManyVerifications: 'Você pediu vários links em pouco tempo. Aguarde um pouco e tente de novo.',
  unsubscribed: 'Pronto: você não receberá mais estes e-mails.',
  preferencesSaved: 'Preferências de e-mail salvas.',
} as const

const TokenSchema = safeString(EMAIL_MESSAGES.tokenInvalid).min(1, EMAIL_MESSAGES.tokenInvalid).max(200, EMAIL_MESSAGES.tokenInvalid)

/** POST /api/auth/forgot-password: the same answer whatever the address. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema })
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() })

/** POST /api/auth/reset-password: the registration's password rules. */
export const ResetPasswordRequestSchema = z
  .object({
    token: TokenSchema,
    password: NewPasswordSchema,
    confirmPassword: safeString(undefined, { secret: true }).max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax),
  })
  .refine((data) => data.password === data.confirmPassword, { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] })
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>

/** POST /api/auth/verify-email. */
export const VerifyEmailRequestSchema = z.object({ token: TokenSchema })

/** POST /api/auth/verify-email/resend. */
export const ResendVerificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alreadyVerified: z.boolean(),
})

/** GET and PUT /api/email/preferences. */
export const EmailPreferencesSchema = z.object({
  feedbackDigests: z.boolean(),
  premiumReminders: z.boolean(),
})
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>

/** POST /api/email/unsubscribe: the link's token is the only credential (no login). */
export const UnsubscribeRequestSchema = z.object({ token: TokenSchema })
export const UnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Which mail stops: 'feedbackDigests' or 'premiumReminders'. */
  list: z.enum(['feedbackDigests', 'premiumReminders']),
})
