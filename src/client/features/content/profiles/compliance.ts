import { BACK_TO_DISC, type ProfileContent } from './profile-content'

export const COMPLIANCE_PROFILE: ProfileContent = {
  type: 'C',
  back: BACK_TO_DISC,
  quote: 'Fazer com cuidado uma vez vale mais do que refazer às pressas três vezes.',
  lede: 'Pessoas com predominância em Conformidade são guiadas pela qualidade. Analíticas, organizadas e criteriosas, buscam dados antes de decidir e cuidam de cada detalhe para que o trabalho fique certo. O Perfeccionista é quem enxerga o erro que passaria despercebido — e evita que ele custe caro.',
  motivation: {
    paragraphs: [
      'Precisão, lógica e padrões claros são o que move o Perfeccionista. Sente-se bem quando entende as regras, tem tempo para analisar e pode entregar algo de que se orgulha. Improviso constante, decisões sem fundamento e críticas vagas ao seu trabalho geram um desconforto real.',
      'Costuma haver uma vontade forte de fazer o certo e de evitar erros. Quem tem esse perfil tende a levar muito a sério a responsabilidade pelo que entrega — e é por isso que, às vezes, tem dificuldade em dar algo por terminado.',
    ],
    drivers: [
      'Qualidade e precisão',
      'Regras e expectativas claras',
      'Tempo para analisar antes de decidir',
      'Dados e argumentos lógicos',
      'Autonomia para se aprofundar',
    ],
  },
  strengths: [
    { title: 'Pensamento analítico', text: 'Decompõe problemas complexos, identifica causas e avalia alternativas com critério.' },
    { title: 'Atenção aos detalhes', text: 'Percebe inconsistências, riscos e erros que escapam a quase todo mundo.' },
    { title: 'Organização', text: 'Cria processos, documenta o que faz e deixa o trabalho fácil de acompanhar.' },
    { title: 'Padrões elevados', text: 'Não se contenta com o “mais ou menos” e eleva o nível de qualidade de todo o grupo.' },
    { title: 'Objetividade', text: 'Baseia as opiniões em fatos e mantém a cabeça fria em discussões acaloradas.' },
    { title: 'Planejamento', text: 'Antecipa problemas e prepara o terreno antes de agir.' },
  ],
  feedbackPhrases: {
    praise: [
      'Se passou pela sua revisão, eu confio.',
      'O seu trabalho é impecável.',
      'Você sempre tem os dados na mão.',
      'Você enxerga o que ninguém viu.',
    ],
    attention: [
      'Você é exigente demais — com os outros e com você.',
      'Às vezes falta agilidade para decidir.',
      'Em algumas conversas, você parece distante.',
      'Suas críticas soam duras.',
      'Você tem dificuldade em dar algo por terminado.',
    ],
  },
  whyItHappens: [
    {
      title: 'Cada erro pesa',
      text: 'Para muita gente com esse perfil, um erro parece mais do que um erro: parece uma falha na responsabilidade assumida. Por isso tende a buscar mais informação antes de decidir — e a demorar mais do que os outros esperam.',
    },
    {
      title: 'A lógica vem antes da emoção',
      text: 'Argumentos parecem mais seguros do que sentimentos. Quem precisa de acolhimento pode interpretar essa objetividade como frieza, mesmo quando há muito cuidado por trás dela.',
    },
    {
      title: 'Uma régua alta para todos',
      text: 'Os critérios que aplica a si mesmo viram a régua do grupo. Apontar falhas é a sua forma de contribuir, mas, sem reconhecimento junto, soa como crítica constante.',
    },
    {
      title: 'Sempre há algo a melhorar',
      text: 'Quem enxerga todos os detalhes sempre encontra um ajuste possível. Sem um critério claro de “bom o suficiente”, o trabalho nunca parece pronto.',
    },
  ],
  evolution: [
    { title: 'Defina o “bom o suficiente”', text: 'Antes de começar, combine o critério de pronto. Quando ele for atingido, entregue e anote as melhorias para a próxima versão.' },
    { title: 'Decida com prazo', text: 'Estabeleça um limite de tempo para a análise. Para decisões reversíveis, oitenta por cento de certeza costuma bastar.' },
    { title: 'Reconheça antes de corrigir', text: 'Ao revisar o trabalho de alguém, comece pelo que está bom. A correção continua precisa e passa a ser ouvida.' },
    { title: 'Mostre o que você sente', text: 'Compartilhe entusiasmo e preocupações, não só análises. As pessoas se aproximam de quem se deixa conhecer.' },
    { title: 'Trate o erro como dado', text: 'Erros — inclusive os seus — são informação para melhorar o processo, não sentenças sobre a sua competência.' },
  ],
  closing:
    'O Perfeccionista é a garantia de que as coisas serão bem-feitas. A evolução não está em baixar o padrão, mas em escolher onde ele realmente importa. Quando a sua precisão vem acompanhada de leveza, as pessoas deixam de temer a sua revisão e passam a procurá-la.',
}
