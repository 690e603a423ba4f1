/**
 * What a difference between self and others can mean (issue 24 "A blind spot is explained, not just
 * named"), one text per dimension and direction. Written with the measurement review in mind: each
 * says what the gap can look like day to day and one thing to try, hedged ("pode"), specific to the
 * dimension and direction (no statement that fits everyone), gender-neutral, and never claims which
 * view is right. Free users see `meaning`; Premium also sees `explanation` and `tryThis`.
 */
import { DISC_NAMES, SCORE_KEY_TO_TYPE, type DiscScoreKey } from '#shared/disc/types'
import type { GapDirection } from './blind-spots'
import type { Verdict } from './verdict'
import { differenceHeadline } from './verdict-texts'

export interface GapText {
  /** One line, for everyone. */
  meaning: string
  /** What the gap can look like day to day (Premium). */
  explanation: string
  /** One thing to try (Premium). */
  tryThis: string
}

export const GAP_TEXTS: Readonly<Record<DiscScoreKey, Readonly<Record<GapDirection, GapText>>>> = {
  dominance: {
    'self-higher': {
      meaning: 'Você se descreve com mais iniciativa e firmeza do que as pessoas próximas percebem.',
      explanation:
        'No dia a dia, isso pode aparecer quando você sente que tomou a frente de uma decisão, mas quem estava junto viu mais consulta do que comando. Também acontece quando a firmeza fica no pensamento e não chega às palavras: sua iniciativa talvez esteja menos visível do que você imagina.',
      tryThis:
        'Para experimentar: na próxima decisão em grupo, diga em voz alta o que você propõe e por quê, e depois pergunte a alguém de confiança como soou.',
    },
    'self-lower': {
      meaning: 'As pessoas próximas percebem em você mais iniciativa e firmeza do que você se atribui.',
      explanation:
        'Isso pode aparecer quando você acha que só deu uma opinião e os outros ouviram uma decisão, ou quando a sua objetividade é lida como pressa. Pode ser uma força que você subestima, ou um jeito de falar que pesa mais do que você pretende.',
      tryThis:
        'Para experimentar: antes de encerrar um assunto, pergunte "alguém vê de outro jeito?" e observe se as respostas mudam.',
    },
  },
  influence: {
    'self-higher': {
      meaning: 'Você se descreve com mais entusiasmo e facilidade de contato do que as pessoas próximas percebem.',
      explanation:
        'Isso pode aparecer quando você sente que animou uma conversa, mas os outros notaram mais a sua calma ou o seu foco. Talvez a sua energia social apareça mais em alguns grupos do que em outros, e quem respondeu conheça você de outro contexto.',
      tryThis:
        'Para experimentar: repare em quais ambientes você fala mais e em quais fica em silêncio, e pergunte a uma das pessoas como você costuma chegar nas conversas.',
    },
    'self-lower': {
      meaning: 'As pessoas próximas percebem em você mais entusiasmo e facilidade de contato do que você se atribui.',
      explanation:
        'Isso pode aparecer quando você acha que só participou e os outros lembram de você como quem puxou a conversa ou aproximou pessoas. Pode ser uma habilidade que você usa sem perceber.',
      tryThis:
        'Para experimentar: no próximo encontro, assuma de propósito o papel de apresentar pessoas ou abrir a conversa, e note como se sente.',
    },
  },
  steadiness: {
    'self-higher': {
      meaning: 'Você se descreve com mais calma e constância do que as pessoas próximas percebem.',
      explanation:
        'Isso pode aparecer quando por dentro há paciência, mas por fora os outros veem pressa, mudanças de plano ou reações rápidas. Também pode ser que a sua calma apareça mais em casa do que no trabalho, ou o contrário.',
      tryThis:
        'Para experimentar: durante uma semana comum, anote os momentos em que mudou de plano ou apressou alguém e compare com a imagem que você tem de si.',
    },
    'self-lower': {
      meaning: 'As pessoas próximas percebem em você mais calma e constância do que você se atribui.',
      explanation:
        'Isso pode aparecer quando por dentro há agitação, mas os outros veem alguém que transmite tranquilidade e com quem se pode contar. A sua constância pode ser um apoio que você não enxerga.',
      tryThis:
        'Para experimentar: pergunte a uma das pessoas em que momento você trouxe calma para ela; a resposta mostra onde essa qualidade aparece.',
    },
  },
  compliance: {
    'self-higher': {
      meaning: 'Você se descreve com mais cuidado com regras, detalhes e qualidade do que as pessoas próximas percebem.',
      explanation:
        'Isso pode aparecer quando você revisa muito antes de entregar, mas os outros só veem o resultado, não o cuidado por trás dele. Ou quando os seus critérios são altos por dentro e flexíveis no que você mostra.',
      tryThis:
        'Para experimentar: na próxima entrega, conte em uma frase o que você conferiu e por quê, e veja se isso muda a forma como o trabalho é recebido.',
    },
    'self-lower': {
      meaning: 'As pessoas próximas percebem em você mais cuidado com regras, detalhes e qualidade do que você se atribui.',
      explanation:
        'Isso pode aparecer quando você acha que só fez o básico e os outros notam precisão e organização. O que para você é cuidado também pode soar como cobrança para quem está junto.',
      tryThis:
        'Para experimentar: pergunte a alguém se o seu cuidado com detalhes ajuda ou às vezes pesa, e em que situação.',
    },
  },
}

/** The dimension's Portuguese name, e.g. "Influência". */
export function dimensionName(dimension: DiscScoreKey): string {
  return DISC_NAMES[SCORE_KEY_TO_TYPE[dimension]]
}

/**
 * Who sees more of what, in the badge's voice: "Os outros veem 18 pontos a mais de Influência do que
 * você" when clear, what the answers suggest when uncertain (verdict-texts' differenceHeadline).
 */
export function gapSentence(dimension: DiscScoreKey, verdict: Pick<Verdict, 'status' | 'direction' | 'gap'>): string {
  return differenceHeadline(verdict, dimensionName(dimension))
}
