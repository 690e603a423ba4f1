/** An error whose message is safe to show the user (Portuguese) and whose status is a 4xx. */
export class HttpError extends Error {
  readonly statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.statusCode = statusCode
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'Faça login para continuar.') => new HttpError(401, message)
export const forbidden = (message = 'Você não tem permissão para fazer isso.') => new HttpError(403, message)
export const notFound = (message = 'Não encontrado.') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
