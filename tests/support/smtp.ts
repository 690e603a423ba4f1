import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP peer in this process (the `smtp-server` package): what arrives is parsed and kept. */
export interface SmtpPeer {
  port: number
  url: string
  messages: ParsedMail[]
  /** Stops listening (the "SMTP down" of fault tests); `start` listens again on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ParsedMail[] = []
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // An address the peer will never take: the permanent (5xx) failure of fault tests.
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('recusado')) {
          callback(Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 }))
          return
        }
        callback()
      },
      onData(stream, _session, callback) {
        // The 250 answer waits for the parse, so a finished sendMail means the message is here.
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail)
            callback()
          })
          .catch((error: Error) => callback(error))
      },
    })
  let server = create()
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  const port = await listen(0)
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = create()
      await listen(port)
    },
  }
}

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix))
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`)
  return match
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''
