import {
  FEEDBACK_MILESTONES,
  FEEDBACK_PROGRESS_MAX,
  FREE_FEEDBACK_LIST_UNLOCK_AT,
  KEYWORD_CLOUD_UNLOCK_AT,
  PLANS,
  PRODUCT_NAME,
  RADAR_UNLOCK_AT,
  THIRD_CHARACTERISTIC_UNLOCK_AT,
} from '#shared/product'
import { EMAIL_PREFERENCES_PATH } from '#shared/schemas/email'
import type { MessageKind, MessagePayloads } from '../outbox'
import { formatDate, formatMoney } from '#shared/format'
import { ROUND_INVITE_DAYS, ROUND_REMINDER_DAYS } from '#shared/schemas/rounds'

/** What a message says, in blocks; the HTML and the text part are both made from it. */
export interface EmailContent {
  subject: string
  /** The preview line next to the subject in a mail app. */
  preheader: string
  heading: string
  paragraphs: string[]
  /** A tinted box (counts, milestones, receipt lines). */
  highlights: string[]
  button?: { label: string; url: string }
  notes: string[]
  footer: string[]
  /** Non-transactional mail: where to change preferences and the one-click unsubscribe page. */
  preferences?: { preferencesUrl: string; unsubscribeUrl: string }
}

// One line per step of the unlock ladder (src/shared/feedback/milestones.ts), counts from the table.
const MILESTONE_TEXT: Record<(typeof FEEDBACK_MILESTONES)[number], string> = {
  [RADAR_UNLOCK_AT]: `${RADAR_UNLOCK_AT} feedbacks: o gráfico radar de como os outros te veem e os seus pontos cegos foram desbloqueados.`,
  [THIRD_CHARACTERISTIC_UNLOCK_AT]: `${THIRD_CHARACTERISTIC_UNLOCK_AT} feedbacks: sua 3ª característica mais citada pode aparecer.`,
  [FREE_FEEDBACK_LIST_UNLOCK_AT]: `${FREE_FEEDBACK_LIST_UNLOCK_AT} feedbacks: a lista completa de feedbacks está aberta.`,
  [KEYWORD_CLOUD_UNLOCK_AT]: `${KEYWORD_CLOUD_UNLOCK_AT} feedbacks: as nuvens de palavras estão liberadas.`,
  [FEEDBACK_PROGRESS_MAX]: `${FEEDBACK_PROGRESS_MAX} feedbacks: seu panorama está completo.`,
}


const TRANSACTIONAL_FOOTER = [
  `Você recebeu esta mensagem porque ela é necessária para a sua conta no ${PRODUCT_NAME}.`,
  `${PRODUCT_NAME} · autoconhecimento com DISC, Big Five e feedback 360°`,
]
const OPTIONAL_FOOTER = [
  `Você recebe este e-mail porque este aviso está ativo na sua conta do ${PRODUCT_NAME}.`,
  `${PRODUCT_NAME} · autoconhecimento com DISC, Big Five e feedback 360°`,
]

export interface ComposeContext {
  publicUrl: string
}

const unsubscribeUrl = (ctx: ComposeContext, token: string) => `${ctx.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`

function plural(count: number, one: string, many: string) {
  return count === 1 ? one : many
}

export function composeEmail<K extends MessageKind>(kind: K, payload: MessagePayloads[K], ctx: ComposeContext): EmailContent {
  const composers: { [P in MessageKind]: (p: MessagePayloads[P]) => EmailContent } = {
    password_reset: (p) => ({
      subject: `Redefina sua senha do ${PRODUCT_NAME}`,
      preheader: 'Use o link em até 1 hora para criar uma nova senha.',
      heading: 'Redefinir sua senha',
      paragraphs: [`Olá, ${p.username}!`, 'Recebemos um pedido para redefinir a senha da sua conta. Clique no botão abaixo para criar uma nova senha.'],
      highlights: [],
      button: { label: 'Criar nova senha', url: `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(p.token)}` },
      notes: [
        'O link vale por 1 hora e só pode ser usado uma vez. Ao trocar a senha, você sai de todos os aparelhos conectados.',
        'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
      ],
      footer: TRANSACTIONAL_FOOTER,
    }),
    verify_email: (p) => ({
      subject: `Confirme seu e-mail no ${PRODUCT_NAME}`,
      preheader: 'Um clique para confirmar que este endereço é seu.',
      heading: 'Confirme seu e-mail',
      paragraphs: [
        `Olá, ${p.username}! Que bom ter você no ${PRODUCT_NAME}.`,
        'Confirme que este endereço é seu para receber avisos quando seus amigos responderem e para recuperar sua conta se esquecer a senha.',
      ],
      highlights: [],
      button: { label: 'Confirmar meu e-mail', url: `${ctx.publicUrl}/verify-email?token=${encodeURIComponent(p.token)}` },
      notes: ['O link vale por 7 dias. Se você não criou uma conta, ignore este e-mail.'],
      footer: TRANSACTIONAL_FOOTER,
    }),
    feedback_digest: (p) => ({
      subject: 'Você recebeu novos feedbacks',
      preheader: `${p.newCount} ${plural(p.newCount, 'nova resposta', 'novas respostas')} no seu feedback 360°.`,
      heading: 'Você recebeu novos feedbacks',
      paragraphs: [
        `Olá, ${p.username}!`,
        `${p.newCount} ${plural(p.newCount, 'pessoa respondeu', 'pessoas responderam')} ao seu convite de feedback 360°. Agora são ${p.totalCount} ${plural(p.totalCount, 'feedback', 'feedbacks')} no total.`,
      ],
      highlights: p.milestones.map((m) => MILESTONE_TEXT[m as keyof typeof MILESTONE_TEXT]).filter(Boolean),
      button: { label: 'Ver meus resultados', url: `${ctx.publicUrl}/results` },
      notes: ['Os feedbacks são anônimos: este aviso não diz quem respondeu nem quando.'],
      footer: OPTIONAL_FOOTER,
      preferences: { preferencesUrl: `${ctx.publicUrl}${EMAIL_PREFERENCES_PATH}`, unsubscribeUrl: unsubscribeUrl(ctx, p.unsubscribeToken) },
    }),
    premium_receipt: (p) => ({
      subject: `Recibo: ${PLANS[p.plan].title} ativado`,
      preheader: `Seu Premium vale até ${formatDate(p.premiumUntil)}.`,
      heading: 'Seu Premium está ativo',
      paragraphs: [`Olá, ${p.username}! Obrigado por apoiar o ${PRODUCT_NAME}. Este é o recibo da sua compra.`],
      highlights: [
        `Plano: ${PLANS[p.plan].title}`,
        `Valor: ${formatMoney(p.amountCents)}`,
        `Válido até: ${formatDate(p.premiumUntil)}`,
      ],
      button: { label: 'Ver meus resultados', url: `${ctx.publicUrl}/results` },
      notes: ['O pagamento é pré-pago e não se renova sozinho: nada será cobrado de novo sem você pedir.'],
      footer: TRANSACTIONAL_FOOTER,
    }),
    gift_receipt: (p) => ({
      subject: `Recibo: presente ${PLANS[p.plan].title}`,
      preheader: 'Seu presente está pronto para enviar.',
      heading: 'Seu presente está pronto',
      paragraphs: [
        `Olá, ${p.username}! Obrigado por presentear alguém com o ${PRODUCT_NAME}. Este é o recibo da sua compra.`,
        'O código e o link do presente estão em Minha conta, na seção Presentes, com os botões para enviar pelo WhatsApp ou por e-mail.',
      ],
      highlights: [
        `Presente: ${PLANS[p.plan].title} (${PLANS[p.plan].months === 1 ? '1 mês' : `${PLANS[p.plan].months} meses`} de Premium)`,
        `Valor: ${formatMoney(p.amountCents, p.currency)}`,
        `Pago em: ${formatDate(p.paidAt)}`,
        `Pagamento nº ${p.paymentId}`,
      ],
      button: { label: 'Ver o presente', url: `${ctx.publicUrl}/account#presentes` },
      notes: [
        'Por segurança, o código não vai neste e-mail: só quem entra na sua conta pode vê-lo.',
        'O código vale uma única vez. Se a compra for estornada antes do resgate, ele deixa de valer.',
      ],
      footer: TRANSACTIONAL_FOOTER,
    }),
    premium_reminder: (p) => ({
      subject: 'Seu Premium termina em 3 dias',
      preheader: `Seu Premium vale até ${formatDate(p.premiumUntil)}.`,
      heading: 'Seu Premium termina em breve',
      paragraphs: [
        `Olá, ${p.username}!`,
        `Seu Premium vale até ${formatDate(p.premiumUntil)}. Ele não se renova sozinho: se quiser continuar com todos os recursos, escolha um plano.`,
      ],
      highlights: [],
      button: { label: 'Ver planos', url: `${ctx.publicUrl}/pricing` },
      notes: ['Se não renovar, sua conta volta ao plano gratuito e nada do que você já tem é apagado.'],
      footer: OPTIONAL_FOOTER,
      preferences: { preferencesUrl: `${ctx.publicUrl}${EMAIL_PREFERENCES_PATH}`, unsubscribeUrl: unsubscribeUrl(ctx, p.unsubscribeToken) },
    }),
    // Issue 36: nothing about any giver, only the round and what the owner can already see.
    round_reminder: (p) => ({
      subject: 'Reenvie seu link de feedback',
      preheader: 'Um lembrete rápido pode trazer as próximas respostas.',
      heading: 'Reenvie seu link',
      paragraphs: [
        `Olá, ${p.username}!`,
        `Nos últimos ${ROUND_REMINDER_DAYS} dias, nenhum novo grupo de respostas apareceu na sua rodada ${p.round} de feedback. Que tal reenviar seu link para quem ainda não respondeu?`,
        'As respostas aparecem em grupos de três, sempre anônimas: quanto mais pessoas responderem, mais completo fica o retrato.',
      ],
      highlights: [],
      button: { label: 'Pegar meu link', url: `${ctx.publicUrl}/results` },
      notes: ['Este aviso não diz quem respondeu nem quando. Enviamos no máximo um lembrete por rodada.'],
      footer: OPTIONAL_FOOTER,
      preferences: { preferencesUrl: `${ctx.publicUrl}${EMAIL_PREFERENCES_PATH}`, unsubscribeUrl: unsubscribeUrl(ctx, p.unsubscribeToken) },
    }),
    round_invitation: (p) => ({
      subject: 'Hora de uma nova rodada de feedback?',
      preheader: 'Veja se a forma como os outros te veem mudou.',
      heading: 'Que tal uma nova rodada?',
      paragraphs: [
        `Olá, ${p.username}!`,
        `Sua rodada ${p.round} de feedback foi aberta há mais de ${ROUND_INVITE_DAYS} dias. Abra uma nova rodada para descobrir se a forma como os outros te veem mudou — seu link continua o mesmo.`,
      ],
      highlights: [],
      button: { label: 'Abrir nova rodada', url: `${ctx.publicUrl}/results?aba=outros` },
      notes: ['As respostas da rodada atual continuam guardadas e aparecem em "Sua evolução".'],
      footer: OPTIONAL_FOOTER,
      preferences: { preferencesUrl: `${ctx.publicUrl}${EMAIL_PREFERENCES_PATH}`, unsubscribeUrl: unsubscribeUrl(ctx, p.unsubscribeToken) },
    }),
  }
  return composers[kind](payload)
}
