import { brasiliaDay } from '#shared/format'
import { PRIVACY_CONTACT_EMAIL, PRODUCT_NAME } from '#shared/product'
import { RELATIONSHIP_LABELS, type FeedbackListItem } from '#shared/schemas/feedback'
import type { RelationshipType } from '#shared/product'
import { OCEAN_OTHERS_MIN_RATERS, othersOceanAverages } from '#shared/ocean/others-scoring'
import type { AccountData } from './account.repository'

export const EXPORT_FORMAT = 'espelho-exportacao-v1'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const disc = (row: { dominance: number; influence: number; steadiness: number; compliance: number }) => ({
  dominancia: row.dominance,
  influencia: row.influence,
  estabilidade: row.steadiness,
  conformidade: row.compliance,
})

const relationship = (value: string) => RELATIONSHIP_LABELS[value as RelationshipType] ?? value

/** One received feedback as the list shows it (never the giver's raw answers). */
const card = (item: FeedbackListItem) => ({
  relacionamento: item.relationshipType ? relationship(item.relationshipType) : null,
  pontosFortes: item.strengths,
  pontosAMelhorar: item.improvements,
  estiloPercebido: item.perceivedType,
  discSegundoQuemRespondeu: disc(item.disc),
})

/**
 * The file a person downloads (LGPD art. 18, II and V): every row the database holds about them,
 * in Portuguese keys, because it is a document for them to read. Feedback received stays
 * anonymous: no date, no order of arrival, nothing about who wrote it (DESIGN.md §5).
 */
export function toExportDocument(data: AccountData, now = new Date(), publicUrl = '') {
  const { user } = data
  return {
    formato: EXPORT_FORMAT,
    geradoEm: now.toISOString(),
    sobre:
      `Todos os dados que o ${PRODUCT_NAME} guarda sobre você. Os feedbacks recebidos são anônimos: ` +
      `não guardamos nada sobre quem os enviou. Dúvidas: ${PRIVACY_CONTACT_EMAIL}.`,
    conta: {
      id: user.publicId,
      nomeDeUsuario: user.username,
      email: user.email,
      criadaEm: iso(user.createdAt),
      entraComSenha: user.passwordHash !== null,
      entraComGoogle: user.googleSub !== null,
      premiumAte: iso(user.premiumUntil),
      emailConfirmadoEm: iso(user.emailVerifiedAt),
      /** Where the person came from (issue 47): only "veio de um convite", never whose link. */
      origem: user.acquisitionSource === 'invite' ? 'veio de um convite' : null,
      /** The day (Brasília) the person first copied or sent their own link (issue 47), or null. */
      linkCompartilhadoPelaPrimeiraVezEm: user.linkFirstSharedOn,
      /** Email preferences (issue 13). */
      preferenciasDeEmail: {
        resumosDeFeedback: user.emailFeedbackDigests,
        lembretesDoPremium: user.emailPremiumReminders,
      },
    },
    sessoesAtivas: data.sessions.map((row) => ({ criadaEm: iso(row.createdAt), expiraEm: iso(row.expiresAt) })),
    avaliacoesDisc: data.discSelf.map((row) => ({
      feitaEm: iso(row.createdAt),
      ...disc(row),
      respostas: row.answers,
    })),
    /** The others' 24 questions answered about oneself (issue 20), compared with what others answered. */
    avaliacoesDiscParalelas: data.discParallel.map((row) => ({
      feitaEm: iso(row.createdAt),
      ...disc(row),
      respostas: row.answers,
    })),
    avaliacoesOcean: data.ocean.map((row) => ({
      feitaEm: iso(row.createdAt),
      abertura: row.openness,
      conscienciosidade: row.conscientiousness,
      extroversao: row.extraversion,
      amabilidade: row.agreeableness,
      neuroticismo: row.neuroticism,
      respostas: row.answers,
    })),
    bigFive360: bigFive360(data.oceanOthers),
    /** Issue 48: the consent to count in the Big Five norms (off unless the person said yes). */
    normasBigFive: {
      autorizaContarNasNormas: data.normsConsent?.consent ?? false,
      escolhidoEm: iso(data.normsConsent?.updatedAt ?? null),
      sobre:
        'Se você autoriza, o resultado do seu teste Big Five mais recente conta, sem seu nome, nas normas do Espelho: ' +
        'os percentis que cada pessoa vê são calculados a partir dessas contagens. Você pode retirar a autorização quando quiser.',
    },
    pesquisaDeExperiencia: data.survey
      ? {
          respostas: data.survey.answers,
          concluidaEm: iso(data.survey.completedAt),
          criadaEm: iso(data.survey.createdAt),
        }
      : null,
    /**
     * Exactly what the feedback list shows (issue 30): released answers only, in the list's order,
     * the relationship only where the list shows it, and the free tier's limit.
     */
    sobreOsFeedbacksRecebidos:
      'As respostas aparecem em grupos de pelo menos três, na mesma ordem e com os mesmos limites da sua lista de feedbacks, ' +
      'para que ninguém possa ser identificado pelo que respondeu. O relacionamento só aparece para grupos de 3 ou mais pessoas.',
    feedbacksRecebidos: data.feedbackReceived.map(card),
    /**
     * Feedback rounds (issue 36): each round's dates, how many answers were released in it, and its
     * cards as its own list showed them. Answers never released in a closed round are not kept.
     */
    sobreAsRodadas:
      'Cada rodada de feedback guarda as respostas recebidas enquanto ela estava aberta, liberadas em grupos de pelo menos três. ' +
      'Respostas que ficaram aguardando quando uma nova rodada foi aberta não foram mostradas nem guardadas. ' +
      'Os feedbacks da rodada atual são os mesmos de feedbacksRecebidos.',
    rodadasDeFeedback: data.rounds.map((round) => ({
      numero: round.number,
      abertaEm: iso(round.openedAt),
      encerradaEm: iso(round.closedAt),
      feedbacksLiberados: round.releasedCount,
      feedbacks: round.feedback.map(card),
    })),
    pagamentos: data.payments.map((row) => ({
      idNoMercadoPago: row.providerPaymentId,
      plano: row.plan,
      valorEmCentavos: row.amount,
      moeda: row.currency,
      status: row.status,
      meses: row.months,
      aplicadoEm: iso(row.appliedAt),
      estornadoEm: iso(row.revokedAt),
      criadoEm: iso(row.createdAt),
    })),
    // Payment area (issue 36, decision 0048): gifts, without their codes (a code is a bearer credential).
    presentesComprados: data.giftsBought.map((row) => ({
      plano: row.plan,
      meses: row.months,
      status: row.status,
      idNoMercadoPago: row.providerPaymentId,
      criadoEm: iso(row.createdAt),
      resgatadoEm: iso(row.redeemedAt),
      canceladoEm: iso(row.cancelledAt),
    })),
    presentesRecebidos: data.giftsReceived.map((row) => ({
      plano: row.plan,
      meses: row.months,
      status: row.status,
      resgatadoEm: iso(row.redeemedAt),
    })),
    /**
     * Comparing with someone (issue 47): comparisons the person is part of and invitations still
     * open; the other person by display name only (never their email). Ended ones are gone.
     */
    comparacoes: data.comparisons.map((row) => ({
      situacao: row.inviteeId === null ? 'convite pendente' : 'ativa',
      com: row.inviteeId === null ? null : row.otherName,
      convidadaPorVoce: row.inviterId === data.user.id,
      desde: iso(row.acceptedAt ?? row.createdAt),
      conviteExpiraEm: row.inviteeId === null ? iso(row.expiresAt) : null,
    })),
    paginaPublicaDoResultado: data.resultLink
      ? {
          endereco: `${publicUrl}/r/${data.resultLink.token}`,
          mostraBigFive: data.resultLink.showOcean,
          criadaEm: iso(data.resultLink.createdAt),
        }
      : null,
  }
}

const bigFiveKeys = (row: { openness: number; conscientiousness: number; extraversion: number; agreeableness: number; neuroticism: number }) => ({
  abertura: row.openness,
  conscienciosidade: row.conscientiousness,
  extroversao: row.extraversion,
  amabilidade: row.agreeableness,
  neuroticismo: row.neuroticism,
})

/**
 * What others answered about the person's Big Five (issue 17). Below the anonymity threshold only
 * the count: one or two answers could point at who gave them (DESIGN.md §10).
 */
function bigFive360(data: AccountData['oceanOthers']) {
  const averages = othersOceanAverages(data.count, data.sums)
  return {
    avaliadores: data.count,
    observacao: `Só as médias, a partir de ${OCEAN_OTHERS_MIN_RATERS} pessoas e em grupos de três, para proteger o anonimato de quem respondeu.`,
    media: averages ? bigFiveKeys(averages) : null,
  }
}


/** `espelho-meus-dados-2026-05-01.json`: the day in Brasília. */
export function exportFileName(now = new Date()) {
  return `${PRODUCT_NAME.toLowerCase()}-meus-dados-${brasiliaDay(now)}.json`
}
