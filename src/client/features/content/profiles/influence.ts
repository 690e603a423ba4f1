import { BACK_TO_DISC, type ProfileContent } from './profile-content'

export const INFLUENCE_PROFILE: ProfileContent = {
  type: 'I',
  back: BACK_TO_DISC,
  quote: 'Nenhuma ideia é grande demais quando a gente consegue fazer as pessoas acreditarem nela.',
  lede: 'Quem tem predominância em Influência vive em conexão. Comunica com entusiasmo, cria laços com facilidade e transforma qualquer reunião em um encontro mais leve. O Inspirador é quem faz as pessoas acreditarem que é possível — e quererem participar.',
  motivation: {
    paragraphs: [
      'Reconhecimento, convivência e novidade são o que move o Inspirador. A energia vem de compartilhar ideias, ter quem escute e perceber o efeito positivo que causa nos outros. Trabalhar sem contato com ninguém, em tarefas repetitivas ou em ambientes frios e formais demais costuma apagar esse brilho rapidamente.',
      'Por trás do otimismo costuma haver um desejo de aceitação e de pertencer ao grupo. Quando rejeição e indiferença pesam muito, isso ajuda a entender tanto o cuidado em agradar quanto a dificuldade de dar más notícias.',
    ],
    drivers: [
      'Reconhecimento e aprovação',
      'Pessoas e trabalho em grupo',
      'Liberdade para criar e se expressar',
      'Novidade e variedade',
      'Um clima leve e otimista',
    ],
  },
  strengths: [
    { title: 'Comunicação envolvente', text: 'Explica ideias com histórias e exemplos e consegue prender a atenção de públicos muito diferentes.' },
    { title: 'Capacidade de mobilizar', text: 'Contagia o grupo com entusiasmo e faz as pessoas quererem fazer parte de um projeto.' },
    { title: 'Rede de relacionamentos', text: 'Conhece gente de todo lugar e aproxima pessoas que podem se ajudar.' },
    { title: 'Otimismo', text: 'Enxerga possibilidades onde outros veem problemas e sustenta o ânimo do time nos dias difíceis.' },
    { title: 'Criatividade', text: 'Gera ideias em quantidade e não tem medo de propor caminhos diferentes.' },
    { title: 'Persuasão', text: 'Adapta o discurso a quem está ouvindo e convence pelo entusiasmo genuíno.' },
  ],
  feedbackPhrases: {
    praise: [
      'Você ilumina qualquer ambiente.',
      'Com você, até a segunda-feira fica mais leve.',
      'Você sabe vender uma ideia como ninguém.',
      'Você faz todo mundo se sentir incluído.',
    ],
    attention: [
      'Você começa muita coisa e termina pouca.',
      'Às vezes você fala mais do que escuta.',
      'Você promete mais do que consegue entregar.',
      'Falta atenção aos detalhes.',
      'Você evita as conversas difíceis.',
    ],
  },
  whyItHappens: [
    {
      title: 'O entusiasmo chega antes do planejamento',
      text: 'O Inspirador se compromete no calor do momento, porque cada ideia nova parece a melhor. Quando a empolgação passa e começa a fase da execução, a energia já migrou para o próximo projeto.',
    },
    {
      title: 'Falar é o jeito de pensar',
      text: 'Conversar é como o Inspirador organiza as ideias. Para quem pensa em silêncio, isso pode parecer pouca escuta, mesmo quando a intenção é construir junto.',
    },
    {
      title: 'O medo de decepcionar',
      text: 'Dizer “não” ou dar uma notícia ruim ameaça a conexão, que é o que esse perfil mais valoriza. Por isso tende a adiar conversas difíceis e a dizer “sim” mais vezes do que deveria.',
    },
    {
      title: 'Detalhes parecem menos urgentes',
      text: 'Rotina e precisão oferecem pouco estímulo. Não é descaso: a atenção do Inspirador está sempre buscando o que é novo e envolvente.',
    },
  ],
  evolution: [
    { title: 'Termine antes de começar', text: 'Antes de abraçar uma ideia nova, conclua ou passe adiante, de forma combinada, algo que ainda está em aberto.' },
    { title: 'Escute com uma pausa', text: 'Em conversas importantes, espere a outra pessoa terminar e faça uma pergunta antes de trazer a sua história.' },
    { title: 'Prometa com agenda na mão', text: 'Só diga “sim” depois de olhar o calendário. Um “sim, na quinta-feira” vale mais do que um “claro!” sem data.' },
    { title: 'Tenha aliados para os detalhes', text: 'Conte com pessoas de perfil mais analítico para revisar o que é crítico e use listas e lembretes a seu favor.' },
    { title: 'Pratique a coragem gentil', text: 'Uma verdade dita com carinho fortalece a relação. Comece os feedbacks difíceis pelo que você valoriza na pessoa.' },
  ],
  closing:
    'O Inspirador tem o dom de fazer os outros acreditarem. Quando o entusiasmo ganha a companhia da constância, esse dom vira confiança: as pessoas não só se animam com as suas ideias, como contam com você para vê-las acontecer.',
}
