/**
 * Brazilian-Portuguese stop words for the keyword clouds (SPEC.md §5 "Keyword cloud tokens").
 *
 * Grouped by kind so the list can be maintained: add a word to the group it belongs to.
 * Every entry is lower-case (pt-BR) and NFC-normalised, the same form `tokenize` produces.
 * Short words (two characters or fewer) are listed too, even though `tokenize` already drops
 * them by length, so the list is useful on its own.
 * Common spellings without accents ("nao", "voce", "tambem") are included because people
 * often type them that way on phones.
 */

const ARTICLES = ['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas']

const PREPOSITIONS = [
  'ante', 'após', 'apos', 'até', 'ate', 'com', 'contra', 'de', 'desde', 'em', 'entre', 'para',
  'pra', 'pro', 'pras', 'pros', 'perante', 'por', 'per', 'sem', 'sob', 'sobre', 'trás', 'tras',
  'atrás', 'atras', 'dentro', 'fora', 'perto', 'longe', 'através', 'atraves', 'junto', 'diante',
]

/** Preposition + article/pronoun contractions. */
const CONTRACTIONS = [
  'ao', 'aos', 'à', 'às', 'do', 'da', 'dos', 'das', 'dum', 'duma', 'duns', 'dumas',
  'no', 'na', 'nos', 'nas', 'num', 'numa', 'nuns', 'numas', 'pelo', 'pela', 'pelos', 'pelas',
  'deste', 'desta', 'destes', 'destas', 'disto', 'desse', 'dessa', 'desses', 'dessas', 'disso',
  'daquele', 'daquela', 'daqueles', 'daquelas', 'daquilo',
  'neste', 'nesta', 'nestes', 'nestas', 'nisto', 'nesse', 'nessa', 'nesses', 'nessas', 'nisso',
  'naquele', 'naquela', 'naqueles', 'naquelas', 'naquilo',
  'àquele', 'àquela', 'àqueles', 'àquelas', 'àquilo',
  'dele', 'dela', 'deles', 'delas', 'nele', 'nela', 'neles', 'nelas',
  'daqui', 'dali', 'daí', 'dai', 'donde', 'aonde', 'praquele', 'praquela',
]

const PERSONAL_PRONOUNS = [
  'eu', 'tu', 'ele', 'ela', 'nós', 'vós', 'eles', 'elas', 'você', 'voce', 'vocês', 'voces',
  'me', 'te', 'se', 'lhe', 'lhes', 'vos', 'mim', 'ti', 'si', 'comigo', 'contigo', 'consigo',
  'conosco', 'convosco', 'gente',
]

const POSSESSIVES = [
  'meu', 'minha', 'meus', 'minhas', 'teu', 'tua', 'teus', 'tuas', 'seu', 'sua', 'seus', 'suas',
  'nosso', 'nossa', 'nossos', 'nossas', 'vosso', 'vossa', 'vossos', 'vossas',
]

const DEMONSTRATIVES = [
  'este', 'esta', 'estes', 'estas', 'isto', 'esse', 'essa', 'esses', 'essas', 'isso',
  'aquele', 'aquela', 'aqueles', 'aquelas', 'aquilo', 'tal', 'tais',
  'mesmo', 'mesma', 'mesmos', 'mesmas', 'próprio', 'própria', 'próprios', 'próprias',
  'proprio', 'propria', 'proprios', 'proprias',
]

const RELATIVES_AND_INTERROGATIVES = [
  'que', 'quê', 'quem', 'qual', 'quais', 'cujo', 'cuja', 'cujos', 'cujas', 'onde',
  'quanto', 'quanta', 'quantos', 'quantas', 'como', 'quando', 'porquê', 'porque',
]

const INDEFINITES = [
  'algum', 'alguma', 'alguns', 'algumas', 'nenhum', 'nenhuma', 'nenhuns', 'nenhumas',
  'todo', 'toda', 'todos', 'todas', 'tudo', 'nada', 'algo', 'alguém', 'alguem', 'ninguém',
  'ninguem', 'outro', 'outra', 'outros', 'outras', 'cada', 'qualquer', 'quaisquer',
  'vários', 'várias', 'varios', 'varias', 'coisa', 'coisas', 'etc',
]

const CONJUNCTIONS = [
  'e', 'ou', 'mas', 'porém', 'porem', 'contudo', 'todavia', 'entretanto', 'pois', 'se', 'nem',
  'embora', 'enquanto', 'caso', 'logo', 'portanto', 'então', 'entao', 'senão', 'senao',
  'conforme', 'apesar', 'assim', 'quer', 'além', 'alem', 'ora', 'seja',
]

/** Adverbs of degree, time, place, frequency and affirmation/negation; intensifiers. */
const ADVERBS = [
  'muito', 'muita', 'muitos', 'muitas', 'mais', 'menos', 'pouco', 'pouca', 'poucos', 'poucas',
  'bem', 'tão', 'tao', 'tanto', 'tanta', 'tantos', 'tantas', 'bastante', 'bastantes', 'demais',
  'meio', 'quase', 'super', 'realmente', 'extremamente', 'totalmente',
  'sempre', 'nunca', 'jamais', 'vez', 'vezes', 'geralmente', 'normalmente', 'frequentemente',
  'aqui', 'aí', 'ali', 'lá', 'la', 'cá', 'ca', 'agora', 'hoje', 'ontem', 'amanhã', 'amanha',
  'depois', 'antes', 'já', 'ja', 'ainda', 'só', 'so', 'somente', 'apenas', 'talvez', 'sim',
  'não', 'nao', 'também', 'tambem', 'inclusive', 'tipo',
]

/** Forms of ser, estar, ter, haver, ir, fazer, poder, ficar, dever and opinion fillers. */
const COMMON_VERB_FORMS = [
  // ser
  'ser', 'sou', 'és', 'é', 'e', 'somos', 'são', 'sao', 'era', 'eras', 'éramos', 'eram', 'fui',
  'foi', 'fomos', 'foram', 'fora', 'seja', 'sejam', 'sejamos', 'fosse', 'fossem', 'for', 'forem',
  'será', 'sera', 'serão', 'serao', 'seria', 'seriam', 'sendo', 'sido',
  // estar
  'estar', 'estou', 'está', 'esta', 'estamos', 'estão', 'estao', 'estava', 'estavam', 'estive',
  'esteve', 'estiveram', 'esteja', 'estejam', 'estivesse', 'estiver', 'estando', 'estado',
  // ter
  'ter', 'tenho', 'tem', 'têm', 'temos', 'tinha', 'tinham', 'tive', 'teve', 'tiveram', 'tenha',
  'tenham', 'tivesse', 'tiver', 'terá', 'tera', 'teria', 'teriam', 'tendo', 'tido',
  // haver
  'haver', 'há', 'ha', 'hei', 'havia', 'houve', 'haja', 'houver', 'haverá', 'haveria', 'havendo',
  'hão',
  // ir
  'ir', 'vou', 'vai', 'vamos', 'vão', 'vao', 'ia', 'iam', 'indo', 'ido', 'irá', 'ira',
  // fazer
  'fazer', 'faz', 'faço', 'faco', 'fazem', 'fez', 'fizeram', 'fazia', 'faziam', 'fazendo',
  // poder, dever, ficar
  'poder', 'pode', 'podem', 'posso', 'podemos', 'podia', 'podiam', 'poderia', 'poderiam', 'pôde',
  'dever', 'deve', 'devem', 'devia', 'deveria', 'deveriam',
  'ficar', 'fica', 'ficam', 'ficou', 'ficava', 'fico',
  // opinion fillers ("acho que ela é…")
  'acho', 'acredito', 'parece', 'considero', 'diria',
]

/**
 * Words that say nothing about the person in a feedback: "pessoa" would top every strengths cloud
 * and "precisa melhorar" every improvements cloud.
 */
const FEEDBACK_FILLERS = [
  'pessoa', 'pessoas', 'precisa', 'precisam', 'precisaria', 'consegue', 'conseguir', 'melhorar', 'tentar',
]

/**
 * Negators: never dropped from the cloud on their own. `tokenize` attaches each to the next content
 * word ("nunca desiste", "não julga"), so a strength never shows as its opposite ("desiste").
 * They are in the stop-word set so that a negator with no word after it counts for nothing.
 */
export const PT_BR_NEGATORS: ReadonlySet<string> = new Set([
  'não', 'nao', 'nunca', 'jamais', 'nem', 'nada', 'sem', 'menos', 'ninguém', 'ninguem',
])

export const PT_BR_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    ...FEEDBACK_FILLERS,
    ...ARTICLES,
    ...PREPOSITIONS,
    ...CONTRACTIONS,
    ...PERSONAL_PRONOUNS,
    ...POSSESSIVES,
    ...DEMONSTRATIVES,
    ...RELATIVES_AND_INTERROGATIVES,
    ...INDEFINITES,
    ...CONJUNCTIONS,
    ...ADVERBS,
    ...COMMON_VERB_FORMS,
  ]
    .map((word) => word.normalize('NFC').toLocaleLowerCase('pt-BR')),
)
