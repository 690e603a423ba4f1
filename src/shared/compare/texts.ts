import { DISC_NAMES, SCORE_KEY_TO_TYPE, type DiscScoreKey } from '#shared/disc/types'
import { OCEAN_FACTOR_NAMES, SCORE_KEY_TO_FACTOR, type OceanScoreKey } from '#shared/ocean/types'

/**
 * What two people's self results can mean side by side (issue 47, decision 0055): for every DISC
 * dimension and Big Five factor, whether they are alike (both high or both low) or different, and a
 * text written for living and working together. `{a}` is the person with the higher score, `{b}` the
 * other; verbs are in the third person so that "você" and a name both read right.
 */

/** Closer than this on the 0–100 scale: alike. */
export const ALIKE_WITHIN = 15

export type Closeness = 'alikeHigh' | 'alikeLow' | 'different'

interface DimensionTexts {
  /** What the dimension is about, in a few words. */
  about: string
  alikeHigh: string
  alikeLow: string
  different: string
}

export const DISC_COMPARE_TEXTS: Record<DiscScoreKey, DimensionTexts> = {
  dominance: {
    about: 'decidir, assumir o comando e enfrentar desafios',
    alikeHigh:
      'Os dois gostam de decidir rápido e de ter a palavra final. Juntos, as coisas andam; o risco é disputar o comando. ' +
      'Combinem antes quem decide o quê: no trabalho, por área; em casa, por assunto.',
    alikeLow:
      'Nenhum dos dois costuma impor o ritmo ou brigar pela última palavra. A convivência tende a ser tranquila, mas decisões ' +
      'difíceis podem ficar paradas: marquem um prazo e digam quem bate o martelo.',
    different:
      '{a} tende a decidir rápido e ir direto ao ponto; {b} prefere avaliar, ouvir e não atropelar. {a} dá o empurrão que tira ' +
      'um plano do papel, e {b} evita que ele passe por cima das pessoas. O que para {a} é objetividade pode soar como pressão ' +
      'para {b}: digam em voz alta quando o ritmo incomodar.',
  },
  influence: {
    about: 'conversar, entusiasmar e se conectar com pessoas',
    alikeHigh:
      'Os dois se energizam com gente, conversa e entusiasmo. Juntos, criam clima e contagiam quem está por perto; o risco é ' +
      'ninguém cuidar dos detalhes e do "depois". Combinem quem fecha as pontas.',
    alikeLow:
      'Os dois preferem poucas palavras e pouca exposição. A convivência fica sem excessos, mas pode faltar quem apresente uma ' +
      'ideia, negocie ou puxe a conversa difícil. Decidam juntos quando é preciso aparecer.',
    different:
      '{a} fala, anima e busca contato; {b} prefere falar menos e pensar antes. Numa reunião ou num jantar, {a} pode ocupar o ' +
      'espaço sem perceber: vale abrir a vez para {b}. E {b} ganha com o jeito como {a} cria laços e abre portas.',
  },
  steadiness: {
    about: 'constância, paciência e ritmo previsível',
    alikeHigh:
      'Os dois valorizam constância, paciência e um ambiente previsível. A parceria tende a ser leal e sem sobressaltos; o risco ' +
      'é adiar mudanças necessárias porque "está funcionando". Revejam de tempos em tempos o que já não serve.',
    alikeLow:
      'Os dois gostam de variedade e se cansam da rotina. Juntos, topam mudanças com facilidade; o risco é começar muita coisa e ' +
      'sustentar pouca. Escolham poucas rotinas e protejam-nas.',
    different:
      '{a} busca estabilidade, rotina e mudanças avisadas com antecedência; {b} se adapta rápido e se anima com novidades. Ao ' +
      'propor uma mudança, {b} ajuda explicando o porquê e dando tempo; {a} oferece a constância que mantém os planos de pé.',
  },
  compliance: {
    about: 'precisão, regras claras e qualidade',
    alikeHigh:
      'Os dois prezam precisão, regras claras e trabalho bem feito. Juntos, entregam com qualidade; o risco é o perfeccionismo ' +
      'atrasar decisões e a crítica sair mais fácil que o elogio. Definam antes o que é "bom o suficiente".',
    alikeLow:
      'Os dois ficam à vontade com improviso e flexibilidade. A convivência é leve, mas prazos, contas e detalhes podem escapar. ' +
      'Uma lista compartilhada ou um lembrete simples já ajuda muito.',
    different:
      '{a} quer dados, critérios e cuidado com os detalhes; {b} prefere agir e ajustar no caminho. {a} pode ver descuido onde ' +
      '{b} vê agilidade, e {b} pode ver lentidão onde {a} vê cuidado. Dividam as tarefas: {a} revisa o que exige precisão, ' +
      '{b} destrava o que exige rapidez.',
  },
}

export const OCEAN_COMPARE_TEXTS: Record<OceanScoreKey, DimensionTexts> = {
  openness: {
    about: 'curiosidade, ideias novas e experiências diferentes',
    alikeHigh:
      'Os dois são curiosos e gostam de ideias novas, viagens, debates e experiências diferentes. Assunto não falta; só cuidem ' +
      'para que o interesse pelo novo não deixe sempre para depois o que é concreto.',
    alikeLow:
      'Os dois preferem o conhecido e o prático ao experimental. Vocês tendem a concordar sobre o que funciona; o desafio é não ' +
      'recusar por hábito uma boa novidade. Experimentem algo novo de vez em quando, em pequena escala.',
    different:
      '{a} se anima com ideias e experiências novas; {b} prefere o que é conhecido e já deu certo. {a} traz repertório e ' +
      'alternativas; {b} traz os pés no chão. Em planos e viagens, misturem: uma parte nova, escolhida por {a}, e uma parte ' +
      'segura, escolhida por {b}.',
  },
  conscientiousness: {
    about: 'organização, planejamento e cumprir o combinado',
    alikeHigh:
      'Os dois são organizados, planejam e cumprem o combinado. Juntos, são confiáveis; o risco é a cobrança mútua pesar. ' +
      'Reconheçam o que foi feito, não só o que falta.',
    alikeLow:
      'Os dois lidam com prazos e organização de um jeito solto. Há espontaneidade e pouca cobrança, mas tarefas chatas podem ' +
      'ficar sem dono. Ajuda combinar por escrito quem faz o quê e até quando.',
    different:
      '{a} planeja, organiza e cumpre prazos com rigor; {b} lida com compromissos de forma mais flexível e espontânea. Sem ' +
      'acordo, {a} vira quem cobra e {b} quem é cobrado. Combinem regras simples para o que importa aos dois e deixem o resto livre.',
  },
  extraversion: {
    about: 'energia social, movimento e gente por perto',
    alikeHigh:
      'Os dois recarregam as energias com gente e movimento. A vida social de vocês tende a ser cheia; garantam também momentos ' +
      'sem plateia para as conversas que pedem calma.',
    alikeLow:
      'Os dois recarregam as energias em silêncio e com pouca gente. Vocês tendem a respeitar o espaço um do outro; o cuidado é ' +
      'não deixar de dizer o que sentem só porque calar é mais fácil.',
    different:
      '{a} se recarrega com gente e atividade; {b} se recarrega com silêncio e tempo a sós. Depois de um dia cheio, {a} pode ' +
      'querer sair e {b} ficar em casa, e nenhum dos dois está errado. Combinem um equilíbrio e não levem para o lado pessoal ' +
      'quando o outro precisar descansar do jeito dele.',
  },
  agreeableness: {
    about: 'cooperação, gentileza e como lidam com conflito',
    alikeHigh:
      'Os dois são cooperativos, gentis e evitam confronto. A convivência tende a ser acolhedora; o risco é engolir incômodos ' +
      'para não criar atrito. Combinem que dizer "isso me incomodou" é parte do cuidado, não uma ameaça.',
    alikeLow:
      'Os dois são francos, críticos e não fogem de uma discussão. Essa franqueza é valiosa; o cuidado é ela não virar ' +
      'competição. Discordem da ideia, nunca da pessoa.',
    different:
      '{a} tende a ceder, acolher e evitar conflito; {b} discorda com mais franqueza e defende a própria posição com firmeza. {b} pode ' +
      'ajudar {a} a dizer não; {a} pode ajudar {b} a dizer as coisas de um jeito que o outro consiga ouvir.',
  },
  neuroticism: {
    about: 'como sentem preocupação, estresse e oscilações de humor',
    alikeHigh:
      'Os dois sentem com intensidade as preocupações e o estresse. Vocês se entendem nos dias difíceis, mas a ansiedade de um ' +
      'pode alimentar a do outro. Quando os dois estiverem tensos, adiem decisões importantes e cuidem primeiro de baixar a tensão.',
    alikeLow:
      'Os dois tendem a manter a calma sob pressão. Isso dá segurança nos momentos difíceis; só cuidem para que a tranquilidade ' +
      'não vire desatenção ao que o outro está sentindo.',
    different:
      '{a} sente mais as preocupações e as oscilações de humor; {b} costuma manter a calma sob pressão. Com essa serenidade, {b} ' +
      'pode ajudar {a} a se acalmar, desde que não soe como "você está exagerando". E, por sentir mais, {a} costuma perceber cedo ' +
      'quando algo não vai bem.',
  },
}

export function closenessOf(mine: number, theirs: number): Closeness {
  if (Math.abs(mine - theirs) < ALIKE_WITHIN) return (mine + theirs) / 2 >= 50 ? 'alikeHigh' : 'alikeLow'
  return 'different'
}

/** A person as a text names them: "você" for the reader, else their display name. */
export interface Named {
  name: string
  isYou: boolean
}

/**
 * "{a}" and "{b}" filled in; "Você" capitalised only where a sentence starts (after ".", "!" or "?"),
 * never after ":", which in Portuguese is followed by lowercase. The texts never put a person after
 * "de" or "a" ("de você", "a você"): each sentence is written so that "você" and a name both fit
 * as the subject or after "para"/"com" (texts.test.ts renders every text both ways to hold this).
 */
export function fillNames(text: string, a: Named, b: Named): string {
  return text.replace(/\{([ab])\}/g, (_all, which: string, offset: number) => {
    const person = which === 'a' ? a : b
    if (!person.isYou) return person.name
    const before = text.slice(0, offset)
    return before === '' || /[.!?]\s*$/.test(before) ? 'Você' : 'você'
  })
}

export interface DimensionComparison<K extends string> {
  key: K
  name: string
  about: string
  mine: number
  theirs: number
  closeness: Closeness
  text: string
}

function compareDimension<K extends string>(
  key: K,
  name: string,
  texts: DimensionTexts,
  mine: number,
  theirs: number,
  me: Named,
  other: Named,
): DimensionComparison<K> {
  const closeness = closenessOf(mine, theirs)
  const [higher, lower] = mine >= theirs ? [me, other] : [other, me]
  return { key, name, about: texts.about, mine, theirs, closeness, text: fillNames(texts[closeness], higher, lower) }
}

export function compareDisc(mine: Record<DiscScoreKey, number>, theirs: Record<DiscScoreKey, number>, otherName: string) {
  const me = { name: 'você', isYou: true }
  const other = { name: otherName, isYou: false }
  return (Object.keys(DISC_COMPARE_TEXTS) as DiscScoreKey[]).map((key) =>
    compareDimension(key, DISC_NAMES[SCORE_KEY_TO_TYPE[key]], DISC_COMPARE_TEXTS[key], mine[key], theirs[key], me, other),
  )
}

export function compareOcean(mine: Record<OceanScoreKey, number>, theirs: Record<OceanScoreKey, number>, otherName: string) {
  const me = { name: 'você', isYou: true }
  const other = { name: otherName, isYou: false }
  return (Object.keys(OCEAN_COMPARE_TEXTS) as OceanScoreKey[]).map((key) =>
    compareDimension(key, OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]], OCEAN_COMPARE_TEXTS[key], mine[key], theirs[key], me, other),
  )
}
