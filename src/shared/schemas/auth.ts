import { z } from './zod-locale'
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '#shared/product'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords'
import { safeString } from './text'

export const AUTH_MESSAGES = {
  usernameMin: 'Nome de usuário deve ter pelo menos 3 caracteres',
  usernameMax: `Nome de usuário deve ter no máximo ${USERNAME_MAX_LENGTH} caracteres`,
  usernameChars: 'Nome de usuário não pode conter os caracteres < > ou quebras de linha',
  email: 'Por favor, digite um endereço de e-mail válido',
  passwordMin: 'Senha deve ter pelo menos 6 caracteres',
  passwordMax: `Senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  passwordRequired: 'Informe sua senha',
  passwordsDiffer: 'As senhas não coincidem',
  passwordCommon: COMMON_PASSWORD_MESSAGE,
  emailTaken: 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  loginFailedTitle: 'Falha no login',
  registerFailedTitle: 'Falha no cadastro',
  registerFailedFallback: 'Ocorreu um erro durante o cadastro.',
  currentPasswordRequired: 'Informe sua senha atual',
  currentPasswordWrong: 'A senha atual está incorreta. Sua senha não foi alterada.',
  newPasswordSame: 'A nova senha precisa ser diferente da atual.',
  noPasswordYet:
    'Sua conta entra com o Google e ainda não tem senha. Use "Definir uma senha" para criar uma pelo seu e-mail.',
  passwordChanged: 'Senha alterada. Você continua conectado aqui; as outras sessões da sua conta foram encerradas.',
} as const

export const UsernameSchema = safeString()
  .trim()
  .min(USERNAME_MIN_LENGTH, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameMax)
  .refine((value) => !/[<>\r\n\t]/.test(value), AUTH_MESSAGES.usernameChars)

export const EmailSchema = safeString()
  .trim()
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.email)
  .pipe(z.email(AUTH_MESSAGES.email))

export const PasswordSchema = safeString(undefined, { secret: true })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax)

/** A password being chosen: long enough and not one attackers try first. */
export const NewPasswordSchema = PasswordSchema.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE)

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
})
export type LoginRequest = z.infer<typeof LoginRequestSchema>

export const RegisterRequestSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: safeString(undefined, { secret: true }).max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>

export const CHANGE_PASSWORD_PATH = '/api/auth/change-password'

/**
 * POST /api/auth/change-password: the current password, then a new one under the same rules as
 * registration (NewPasswordSchema), typed twice.
 */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: safeString(AUTH_MESSAGES.currentPasswordRequired, { secret: true })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.currentPasswordWrong),
    newPassword: NewPasswordSchema,
    confirmPassword: safeString(undefined, { secret: true }).max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordMax),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
  .refine((data) => data.newPassword !== data.currentPassword, {
    message: AUTH_MESSAGES.newPasswordSame,
    path: ['newPassword'],
  })
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>

/** The password changed; `otherSessionsEnded` sessions on other devices were signed out. */
export const ChangePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  otherSessionsEnded: z.number().int().nonnegative(),
})

export const DISC_LETTERS = ['D', 'I', 'S', 'C'] as const

export const UserSchema = z.object({
  id: z.number().int(),
  userId: z.uuid(),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  strongestType: z.enum(DISC_LETTERS).nullable(),
  createdAt: z.string(),
  /** Whether the person confirmed the address (issue 13); Google accounts are confirmed. */
  emailVerified: z.boolean(),
})
export type User = z.infer<typeof UserSchema>

/**
 * What the client accepts from GET /api/auth/me: the user, or the user wrapped under `user`
 * (SPEC.md §7). The server answers the bare user (UserSchema).
 */
export const SessionResponseSchema = z.union([UserSchema, z.object({ user: UserSchema })])

/** POST /api/auth/logout. */
export const LogoutResponseSchema = z.object({ success: z.literal(true) })

export const ErrorResponseSchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
