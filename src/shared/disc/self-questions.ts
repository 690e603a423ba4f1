/**
 * Self-assessment bank (SPEC.md §3): ten first-person questions, one theme each, in the spec's order —
 * facing challenges, communication style, teamwork, decisions, pressure, workspace, starting a project,
 * work pace, giving feedback, social situations. Each has one option per DISC type; which letter (a-d)
 * carries which type varies so an option id never hints at the type. Option ids are stored in
 * users' answers: never renumber them, only reword.
 */
import type { DiscQuestion } from './types'

export const DISC_SELF_QUESTIONS: readonly DiscQuestion[] = [
  {
    id: 'q1',
    text: 'Quando enfrento um desafio difícil, eu…',
    options: [
      {
        id: 'q1-a',
        type: 'C',
        text: 'Analiso antes de agir',
        description: 'Estudo o problema a fundo, levanto informações e só avanço com um plano bem pensado.',
      },
      {
        id: 'q1-b',
        type: 'D',
        text: 'Assumo a liderança',
        description: 'Tomo a frente, decido rápido e parto logo para a ação.',
      },
      {
        id: 'q1-c',
        type: 'S',
        text: 'Sigo firme, passo a passo',
        description: 'Mantenho a constância, faço uma coisa de cada vez e cuido para que ninguém fique para trás.',
      },
      {
        id: 'q1-d',
        type: 'I',
        text: 'Mobilizo as pessoas',
        description: 'Reúno quem está por perto, animo o grupo e busco saídas criativas em conjunto.',
      },
    ],
  },
  {
    id: 'q2',
    text: 'Quando me comunico, eu costumo…',
    options: [
      {
        id: 'q2-a',
        type: 'I',
        text: 'Falar com entusiasmo',
        description: 'Falo com energia, uso exemplos e histórias e gosto de contagiar as pessoas com as minhas ideias.',
      },
      {
        id: 'q2-b',
        type: 'S',
        text: 'Ouvir com atenção',
        description: 'Escuto com atenção, escolho bem as palavras e procuro manter a conversa tranquila.',
      },
      {
        id: 'q2-c',
        type: 'C',
        text: 'Buscar clareza e precisão',
        description: 'Prefiro dados e fatos, organizo o raciocínio e evito deixar margem para mal-entendidos.',
      },
      {
        id: 'q2-d',
        type: 'D',
        text: 'Ir direto ao ponto',
        description: 'Digo o que penso sem rodeios e foco no que precisa ser resolvido.',
      },
    ],
  },
  {
    id: 'q3',
    text: 'Quando trabalho em equipe, eu…',
    options: [
      {
        id: 'q3-a',
        type: 'S',
        text: 'Apoio quem precisa',
        description: 'Colaboro nos bastidores, ofereço ajuda e cuido para que o grupo continue unido.',
      },
      {
        id: 'q3-b',
        type: 'C',
        text: 'Cuido da qualidade',
        description: 'Reviso processos, confiro detalhes e garanto que a entrega saia bem-feita.',
      },
      {
        id: 'q3-c',
        type: 'D',
        text: 'Puxo o ritmo',
        description: 'Defino metas, distribuo tarefas e acompanho os resultados para a equipe chegar lá.',
      },
      {
        id: 'q3-d',
        type: 'I',
        text: 'Animo o grupo',
        description: 'Crio um clima leve, motivo as pessoas e ajudo todo mundo a se conectar.',
      },
    ],
  },
  {
    id: 'q4',
    text: 'Quando preciso tomar uma decisão, eu…',
    options: [
      {
        id: 'q4-a',
        type: 'D',
        text: 'Decido logo',
        description: 'Confio no meu julgamento, escolho rápido e ajusto depois, se precisar.',
      },
      {
        id: 'q4-b',
        type: 'I',
        text: 'Converso e sigo a intuição',
        description: 'Troco ideias com outras pessoas e escolho o caminho que mais me anima.',
      },
      {
        id: 'q4-c',
        type: 'C',
        text: 'Comparo as alternativas',
        description: 'Pesquiso, listo prós e contras e só decido quando tenho informação suficiente, mesmo que leve tempo.',
      },
      {
        id: 'q4-d',
        type: 'S',
        text: 'Penso em quem será afetado',
        description: 'Levo o tempo necessário e escolho o que preserva o bem-estar das pessoas envolvidas.',
      },
    ],
  },
  {
    id: 'q5',
    text: 'Quando estou sob pressão, eu costumo…',
    options: [
      {
        id: 'q5-a',
        type: 'C',
        text: 'Seguir um método',
        description: 'Organizo prioridades, confiro cada etapa e me apoio em critérios claros para não errar.',
      },
      {
        id: 'q5-b',
        type: 'S',
        text: 'Seguir no meu ritmo',
        description: 'Mantenho a rotina, faço uma coisa de cada vez e ajudo a acalmar quem está por perto.',
      },
      {
        id: 'q5-c',
        type: 'I',
        text: 'Levantar o astral',
        description: 'Converso com as pessoas e uso o bom humor para aliviar a tensão.',
      },
      {
        id: 'q5-d',
        type: 'D',
        text: 'Assumir o comando',
        description: 'Ganho foco, tomo as rédeas da situação e priorizo o que traz resultado imediato.',
      },
    ],
  },
  {
    id: 'q6',
    text: 'Meu espaço de trabalho ideal é…',
    options: [
      {
        id: 'q6-a',
        type: 'I',
        text: 'Animado e colaborativo',
        description: 'Com conversa, troca de ideias e gente por perto para criar junto.',
      },
      {
        id: 'q6-b',
        type: 'D',
        text: 'Desafiador e com autonomia',
        description: 'Um lugar onde eu tenha liberdade para decidir, metas ambiciosas e espaço para agir rápido.',
      },
      {
        id: 'q6-c',
        type: 'S',
        text: 'Estável e acolhedor',
        description: 'Com uma equipe de confiança, rotina previsível e clima de cooperação.',
      },
      {
        id: 'q6-d',
        type: 'C',
        text: 'Organizado e focado',
        description: 'Cada coisa no seu lugar, processos claros e silêncio para me concentrar nos detalhes.',
      },
    ],
  },
  {
    id: 'q7',
    text: 'Quando começo um projeto novo, eu…',
    options: [
      {
        id: 'q7-a',
        type: 'S',
        text: 'Preparo o terreno',
        description: 'Entendo o que cada pessoa espera, combino os papéis e sigo em um ritmo sustentável.',
      },
      {
        id: 'q7-b',
        type: 'I',
        text: 'Compartilho a ideia',
        description: 'Conto para as pessoas, gero entusiasmo e reúno gente para pensar junto.',
      },
      {
        id: 'q7-c',
        type: 'D',
        text: 'Defino a meta e começo já',
        description: 'Estabeleço aonde quero chegar e coloco a mão na massa sem demora.',
      },
      {
        id: 'q7-d',
        type: 'C',
        text: 'Planejo cada etapa',
        description: 'Monto um cronograma detalhado, pesquiso referências e defino critérios de qualidade.',
      },
    ],
  },
  {
    id: 'q8',
    text: 'Meu ritmo de trabalho é…',
    options: [
      {
        id: 'q8-a',
        type: 'D',
        text: 'Acelerado',
        description: 'Gosto de velocidade, de várias frentes ao mesmo tempo e de ver resultados rápidos.',
      },
      {
        id: 'q8-b',
        type: 'C',
        text: 'Metódico e cuidadoso',
        description: 'Trabalho com atenção e sem pressa, conferindo tudo para entregar sem erros.',
      },
      {
        id: 'q8-c',
        type: 'I',
        text: 'Variado e espontâneo',
        description: 'Alterno tarefas conforme a inspiração e rendo mais quando há novidade e interação.',
      },
      {
        id: 'q8-d',
        type: 'S',
        text: 'Constante e regular',
        description: 'Mantenho um passo firme e previsível e prefiro concluir uma coisa antes de começar outra.',
      },
    ],
  },
  {
    id: 'q9',
    text: 'Quando preciso dar um feedback a alguém, eu…',
    options: [
      {
        id: 'q9-a',
        type: 'C',
        text: 'Apresento os fatos',
        description: 'Mostro exemplos concretos e o que estava combinado; a conversa pode ficar mais técnica do que calorosa.',
      },
      {
        id: 'q9-b',
        type: 'I',
        text: 'Deixo o clima leve',
        description: 'Valorizo o que a pessoa fez de bom e trago as sugestões em tom de conversa, às vezes suavizando a crítica.',
      },
      {
        id: 'q9-c',
        type: 'S',
        text: 'Espero o momento certo',
        description: 'Converso em particular e com cuidado; às vezes demoro a tocar no assunto para não magoar.',
      },
      {
        id: 'q9-d',
        type: 'D',
        text: 'Vou direto ao ponto',
        description: 'Digo logo o que precisa mudar, sem rodeios, mesmo que a conversa fique desconfortável.',
      },
    ],
  },
  {
    id: 'q10',
    text: 'Em um encontro social, como uma festa, eu…',
    options: [
      {
        id: 'q10-a',
        type: 'S',
        text: 'Cuido de quem está comigo',
        description: 'Fico com as pessoas mais próximas, dou atenção a quem está sem companhia e ajudo no que for preciso.',
      },
      {
        id: 'q10-b',
        type: 'D',
        text: 'Entro nos debates',
        description: 'Defendo minhas opiniões com convicção e costumo conduzir a conversa da roda.',
      },
      {
        id: 'q10-c',
        type: 'C',
        text: 'Prefiro conversas com conteúdo',
        description: 'Observo antes de me enturmar e gosto de trocar ideias sobre assuntos que conheço bem.',
      },
      {
        id: 'q10-d',
        type: 'I',
        text: 'Circulo e faço amizades',
        description: 'Falo com todo mundo, conheço gente nova e costumo ser uma das pessoas mais animadas do lugar.',
      },
    ],
  },
]
