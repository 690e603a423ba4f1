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
        description: 'Tomo a frente, decido rápido e parto para a ação para resolver logo.',
      },
      {
        id: 'q1-c',
        type: 'S',
        text: 'Mantenho a serenidade',
        description: 'Sigo com calma e constância, um passo de cada vez, cuidando para que ninguém fique para trás.',
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
    text: 'Meu jeito de me comunicar costuma ser…',
    options: [
      {
        id: 'q2-a',
        type: 'I',
        text: 'Com entusiasmo',
        description: 'Falo com energia, uso exemplos e histórias e gosto de contagiar as pessoas com as minhas ideias.',
      },
      {
        id: 'q2-b',
        type: 'S',
        text: 'Com escuta e cuidado',
        description: 'Escuto com atenção, escolho bem as palavras e procuro manter a conversa tranquila.',
      },
      {
        id: 'q2-c',
        type: 'C',
        text: 'Com clareza e precisão',
        description: 'Prefiro dados e fatos, organizo o raciocínio e evito deixar margem para mal-entendidos.',
      },
      {
        id: 'q2-d',
        type: 'D',
        text: 'Direto ao ponto',
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
    text: 'Na hora de tomar uma decisão importante, eu…',
    options: [
      {
        id: 'q4-a',
        type: 'D',
        text: 'Decido com rapidez',
        description: 'Confio no meu julgamento, escolho logo e assumo a responsabilidade pelo resultado.',
      },
      {
        id: 'q4-b',
        type: 'I',
        text: 'Converso e sigo a intuição',
        description: 'Troco ideias com outras pessoas e me deixo guiar pelo entusiasmo e pela intuição.',
      },
      {
        id: 'q4-c',
        type: 'C',
        text: 'Comparo as alternativas',
        description: 'Pesquiso, listo prós e contras e escolho a opção mais bem fundamentada.',
      },
      {
        id: 'q4-d',
        type: 'S',
        text: 'Pondero com calma',
        description: 'Levo o tempo necessário e penso em como a escolha vai afetar as pessoas ao meu redor.',
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
        text: 'Recorrer a um método',
        description: 'Organizo prioridades, confiro cada etapa e me apoio em regras claras para não errar.',
      },
      {
        id: 'q5-b',
        type: 'S',
        text: 'Manter a constância',
        description: 'Sigo firme na rotina, evito conflitos e continuo entregando com tranquilidade.',
      },
      {
        id: 'q5-c',
        type: 'I',
        text: 'Manter o ânimo',
        description: 'Converso com as pessoas, uso o bom humor e tento preservar um clima positivo.',
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
        text: 'Vivo e cheio de gente',
        description: 'Um lugar com movimento, conversas e troca de ideias, onde eu possa interagir o tempo todo.',
      },
      {
        id: 'q6-b',
        type: 'D',
        text: 'Prático e funcional',
        description: 'Tudo à mão para agir rápido, sem nada que me faça perder tempo.',
      },
      {
        id: 'q6-c',
        type: 'S',
        text: 'Tranquilo e acolhedor',
        description: 'Um ambiente estável e harmonioso, com pessoas de confiança e uma rotina previsível.',
      },
      {
        id: 'q6-d',
        type: 'C',
        text: 'Organizado e silencioso',
        description: 'Cada coisa no seu lugar e silêncio suficiente para eu me concentrar nos detalhes.',
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
        text: 'Mostro fatos e exemplos',
        description: 'Baseio o que digo em observações concretas e proponho melhorias específicas.',
      },
      {
        id: 'q9-b',
        type: 'I',
        text: 'Começo pelo positivo',
        description: 'Valorizo as conquistas da pessoa e trago as sugestões com leveza e bom humor.',
      },
      {
        id: 'q9-c',
        type: 'S',
        text: 'Escolho o momento certo',
        description: 'Converso em particular, com empatia, cuidando para que a pessoa se sinta apoiada.',
      },
      {
        id: 'q9-d',
        type: 'D',
        text: 'Falo com franqueza',
        description: 'Digo o que precisa ser dito, de forma direta, e aponto o que deve mudar.',
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
        text: 'Fico perto de quem conheço',
        description: 'Prefiro conversas tranquilas com pessoas próximas e gosto de fazer todo mundo se sentir à vontade.',
      },
      {
        id: 'q10-b',
        type: 'D',
        text: 'Puxo assunto com propósito',
        description: 'Converso com quem me interessa, vou direto ao assunto e muitas vezes conduzo a conversa.',
      },
      {
        id: 'q10-c',
        type: 'C',
        text: 'Observo antes de me enturmar',
        description: 'Vou com calma, observo o ambiente e prefiro conversas mais profundas com poucas pessoas.',
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
