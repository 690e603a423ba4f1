/**
 * The parallel self form (issue 20): the others' 24 questions (others-questions.ts) in the first
 * person, so the self and the raters answer the same items and a self-vs-others difference comes
 * from perception, not from different questions. Same question ids, same option ids and the same
 * DISC type behind every option as the others' bank (a unit test pins it); scored with the same
 * `scoreDiscAnswers`. Wording is gender-neutral: no adjective agrees with the respondent. Option
 * ids are stored in answers: never renumber them, only reword.
 */
import type { DiscQuestion } from './types'

export const DISC_PARALLEL_SELF_QUESTIONS: readonly DiscQuestion[] = [
  {
    id: 'o1',
    text: 'Quando enfrento um problema, eu…',
    options: [
      {
        id: 'o1-a',
        type: 'S',
        text: 'Mantenho a calma',
        description: 'Respiro fundo, ajo com paciência e tranquilizo quem está por perto.',
      },
      {
        id: 'o1-b',
        type: 'C',
        text: 'Investigo a causa',
        description: 'Analiso o que aconteceu em detalhes antes de propor qualquer solução.',
      },
      {
        id: 'o1-c',
        type: 'I',
        text: 'Chamo os outros',
        description: 'Converso com todo mundo e transformo o problema em uma busca coletiva por ideias.',
      },
      {
        id: 'o1-d',
        type: 'D',
        text: 'Ajo na hora',
        description: 'Tomo a frente e busco uma solução rápida, sem esperar que alguém decida.',
      },
    ],
  },
  {
    id: 'o2',
    text: 'Em uma conversa, eu costumo…',
    options: [
      {
        id: 'o2-a',
        type: 'D',
        text: 'Ir direto ao ponto',
        description: 'Falo de forma objetiva e conduzo a conversa para uma conclusão.',
      },
      {
        id: 'o2-b',
        type: 'I',
        text: 'Animar o papo',
        description: 'Conto histórias, faço piadas e deixo a conversa mais leve e divertida.',
      },
      {
        id: 'o2-c',
        type: 'C',
        text: 'Falar com precisão',
        description: 'Escolho bem as palavras, corrijo imprecisões e gosto de falar com base em fatos.',
      },
      {
        id: 'o2-d',
        type: 'S',
        text: 'Ouvir com atenção',
        description: 'Escuto com paciência, faço perguntas e deixo o outro à vontade para falar.',
      },
    ],
  },
  {
    id: 'o3',
    text: 'Quando um grupo precisa decidir algo, como um passeio ou um projeto, eu…',
    options: [
      {
        id: 'o3-a',
        type: 'C',
        text: 'Pesquiso as opções',
        description: 'Comparo preços, horários e detalhes antes de recomendar a melhor escolha.',
      },
      {
        id: 'o3-b',
        type: 'S',
        text: 'Busco o consenso',
        description: 'Procuro a opção que agrade a todos e evito que alguém se sinta deixado de lado.',
      },
      {
        id: 'o3-c',
        type: 'D',
        text: 'Bato o martelo',
        description: 'Proponho uma opção e faço o grupo decidir logo para não perder tempo.',
      },
      {
        id: 'o3-d',
        type: 'I',
        text: 'Empolgo todo mundo',
        description: 'Sugiro ideias criativas e convenço o grupo com entusiasmo.',
      },
    ],
  },
  {
    id: 'o4',
    text: 'Em uma reunião de família, eu geralmente…',
    options: [
      {
        id: 'o4-a',
        type: 'I',
        text: 'Animo a festa',
        description: 'Converso com todos, conto casos e mantenho o clima animado.',
      },
      {
        id: 'o4-b',
        type: 'S',
        text: 'Acolho todo mundo',
        description: 'Ajudo no que for preciso, dou atenção a quem está mais quieto e mantenho a harmonia.',
      },
      {
        id: 'o4-c',
        type: 'D',
        text: 'Assumo o comando',
        description: 'Tomo a frente, divido as tarefas e garanto que as coisas aconteçam.',
      },
      {
        id: 'o4-d',
        type: 'C',
        text: 'Cuido dos detalhes',
        description: 'Lembro de cada preparativo, confiro horários e garanto que nada seja esquecido.',
      },
    ],
  },
  {
    id: 'o5',
    text: 'Diante de uma mudança inesperada, eu…',
    options: [
      {
        id: 'o5-a',
        type: 'D',
        text: 'Redefino o plano',
        description: 'Encaro a mudança como um desafio e logo traço um novo caminho.',
      },
      {
        id: 'o5-b',
        type: 'C',
        text: 'Quero entender os porquês',
        description: 'Faço perguntas, busco informações e avalio os riscos antes de aceitar a mudança.',
      },
      {
        id: 'o5-c',
        type: 'S',
        text: 'Me ajusto aos poucos',
        description: 'Prefiro entender com calma o que muda e me adapto no meu tempo, com segurança.',
      },
      {
        id: 'o5-d',
        type: 'I',
        text: 'Vejo o lado bom',
        description: 'Enxergo as oportunidades com otimismo e contagio os outros com essa energia.',
      },
    ],
  },
  {
    id: 'o6',
    text: 'No trabalho ou nos estudos, o meu ritmo é…',
    options: [
      {
        id: 'o6-a',
        type: 'S',
        text: 'Constante e confiável',
        description: 'Mantenho um passo regular e entrego o que prometo, sem altos e baixos.',
      },
      {
        id: 'o6-b',
        type: 'I',
        text: 'Variado e cheio de energia',
        description: 'Rendo mais com novidades, conversas e tarefas diferentes ao longo do dia.',
      },
      {
        id: 'o6-c',
        type: 'D',
        text: 'Rápido e intenso',
        description: 'Faço muitas coisas ao mesmo tempo e gosto de ver resultados logo.',
      },
      {
        id: 'o6-d',
        type: 'C',
        text: 'Cuidadoso e minucioso',
        description: 'Trabalho com atenção e confiro tudo para não deixar escapar nenhum erro.',
      },
    ],
  },
  {
    id: 'o7',
    text: 'Quando alguém próximo passa por um momento difícil, eu…',
    options: [
      {
        id: 'o7-a',
        type: 'I',
        text: 'Levanto o astral',
        description: 'Faço companhia, arranco sorrisos e tento trazer otimismo para o momento.',
      },
      {
        id: 'o7-b',
        type: 'C',
        text: 'Ajudo a entender a situação',
        description: 'Trago informações úteis, pondero as opções e dou conselhos bem pensados.',
      },
      {
        id: 'o7-c',
        type: 'D',
        text: 'Proponho soluções práticas',
        description: 'Vou logo ao que pode ser feito e ajudo a resolver a situação.',
      },
      {
        id: 'o7-d',
        type: 'S',
        text: 'Ofereço presença e escuta',
        description: 'Fico por perto, escuto sem julgar e ofereço apoio com paciência.',
      },
    ],
  },
  {
    id: 'o8',
    text: 'Quando recebo uma crítica, eu tendo a…',
    options: [
      {
        id: 'o8-a',
        type: 'C',
        text: 'Pedir exemplos concretos',
        description: 'Quero entender exatamente o que não funcionou e analiso se a crítica faz sentido.',
      },
      {
        id: 'o8-b',
        type: 'D',
        text: 'Defender meu ponto',
        description: 'Argumento com firmeza e, se concordar, corrijo o rumo na hora.',
      },
      {
        id: 'o8-c',
        type: 'I',
        text: 'Conversar na hora',
        description: 'Quero falar sobre a crítica logo, digo o que senti e recupero o bom humor rapidamente.',
      },
      {
        id: 'o8-d',
        type: 'S',
        text: 'Ouvir sem discutir',
        description: 'Escuto com calma, penso depois e procuro melhorar sem criar atrito.',
      },
    ],
  },
  {
    id: 'o9',
    text: 'Em um passeio ou viagem com amigos, eu…',
    options: [
      {
        id: 'o9-a',
        type: 'S',
        text: 'Topo o que o grupo quiser',
        description: 'Me adapto aos outros sem reclamar e cuido para que todos estejam bem.',
      },
      {
        id: 'o9-b',
        type: 'D',
        text: 'Defino o roteiro',
        description: 'Decido aonde ir e mantenho o grupo em movimento para aproveitar ao máximo.',
      },
      {
        id: 'o9-c',
        type: 'C',
        text: 'Planejo tudo com antecedência',
        description: 'Pesquiso o lugar, confiro reservas e levo uma lista do que não pode faltar.',
      },
      {
        id: 'o9-d',
        type: 'I',
        text: 'Faço amizade com todo mundo',
        description: 'Puxo conversa com desconhecidos, tiro fotos e transformo tudo em história.',
      },
    ],
  },
  {
    id: 'o10',
    text: 'Quando tenho um prazo apertado, eu…',
    options: [
      {
        id: 'o10-a',
        type: 'I',
        text: 'Mobilizo a equipe',
        description: 'Animo as pessoas, peço ajuda e mantenho o clima leve mesmo na correria.',
      },
      {
        id: 'o10-b',
        type: 'D',
        text: 'Acelero e cobro resultados',
        description: 'Assumo o controle, corto o que não é essencial e peço foco total de todos.',
      },
      {
        id: 'o10-c',
        type: 'S',
        text: 'Sigo firme no meu ritmo',
        description: 'Mantenho a calma, organizo a rotina e evito que a pressão vire conflito.',
      },
      {
        id: 'o10-d',
        type: 'C',
        text: 'Priorizo com método',
        description: 'Reviso o plano, defino prioridades e não abro mão da qualidade.',
      },
    ],
  },
  {
    id: 'o11',
    text: 'Quando surge um conflito entre pessoas, eu…',
    options: [
      {
        id: 'o11-a',
        type: 'C',
        text: 'Analiso os fatos',
        description: 'Procuro entender o que realmente aconteceu e proponho uma saída justa e lógica.',
      },
      {
        id: 'o11-b',
        type: 'I',
        text: 'Reaproximo as pessoas',
        description: 'Uso a simpatia e o bom humor para aliviar a tensão e fazer todos voltarem a conversar.',
      },
      {
        id: 'o11-c',
        type: 'S',
        text: 'Busco a paz',
        description: 'Evito confrontos, escuto cada lado e procuro uma solução que preserve as relações.',
      },
      {
        id: 'o11-d',
        type: 'D',
        text: 'Enfrento a questão de frente',
        description: 'Falo abertamente sobre o problema e quero resolver logo, mesmo que a conversa seja dura.',
      },
    ],
  },
  {
    id: 'o12',
    text: 'O que mais me motiva é…',
    options: [
      {
        id: 'o12-a',
        type: 'D',
        text: 'Vencer desafios',
        description: 'Ter metas ousadas, autonomia e a chance de conquistar resultados.',
      },
      {
        id: 'o12-b',
        type: 'S',
        text: 'Segurança e harmonia',
        description: 'Ter estabilidade, relações de confiança e um ambiente tranquilo.',
      },
      {
        id: 'o12-c',
        type: 'I',
        text: 'Reconhecimento e conexão',
        description: 'Receber reconhecimento, estar entre pessoas e ter espaço para me expressar.',
      },
      {
        id: 'o12-d',
        type: 'C',
        text: 'Fazer bem-feito',
        description: 'Entregar com qualidade, dominar o assunto e seguir padrões claros.',
      },
    ],
  },
  {
    id: 'o13',
    text: 'Quando preciso aprender algo novo, eu…',
    options: [
      {
        id: 'o13-a',
        type: 'I',
        text: 'Aprendo trocando ideias',
        description: 'Prefiro aprender em grupo, conversando e compartilhando descobertas.',
      },
      {
        id: 'o13-b',
        type: 'S',
        text: 'Aprendo passo a passo',
        description: 'Gosto de orientação clara, pratico com regularidade e avanço no meu tempo.',
      },
      {
        id: 'o13-c',
        type: 'C',
        text: 'Aprendo estudando a fundo',
        description: 'Leio, pesquiso, faço anotações e só sossego quando entendo os detalhes.',
      },
      {
        id: 'o13-d',
        type: 'D',
        text: 'Aprendo fazendo',
        description: 'Parto logo para a prática e vou ajustando pelo caminho.',
      },
    ],
  },
  {
    id: 'o14',
    text: 'Em casa, no dia a dia, eu…',
    options: [
      {
        id: 'o14-a',
        type: 'S',
        text: 'Mantenho a rotina estável',
        description: 'Cuido do bem-estar de todos e gosto de hábitos previsíveis e tranquilos.',
      },
      {
        id: 'o14-b',
        type: 'D',
        text: 'Tomo as decisões práticas',
        description: 'Resolvo pendências rapidamente e gosto de dar a palavra final sobre o que fazer.',
      },
      {
        id: 'o14-c',
        type: 'I',
        text: 'Trago alegria à rotina',
        description: 'Invento programas, chamo amigos e deixo a casa mais animada.',
      },
      {
        id: 'o14-d',
        type: 'C',
        text: 'Mantenho tudo organizado',
        description: 'Tenho um lugar para cada coisa e controlo contas, horários e compromissos.',
      },
    ],
  },
  {
    id: 'o15',
    text: 'Quando discordo de alguém, eu…',
    options: [
      {
        id: 'o15-a',
        type: 'C',
        text: 'Argumento com lógica',
        description: 'Apresento dados e um raciocínio organizado para mostrar por que discordo.',
      },
      {
        id: 'o15-b',
        type: 'I',
        text: 'Tento convencer com carisma',
        description: 'Argumento com entusiasmo e uso exemplos para conquistar o outro.',
      },
      {
        id: 'o15-c',
        type: 'D',
        text: 'Digo o que penso na hora',
        description: 'Exponho minha opinião com firmeza e defendo meu ponto até o fim.',
      },
      {
        id: 'o15-d',
        type: 'S',
        text: 'Busco um meio-termo',
        description: 'Escuto o outro lado e procuro um acordo que preserve a relação.',
      },
    ],
  },
  {
    id: 'o16',
    text: 'Em um projeto em grupo, eu costumo ser quem…',
    options: [
      {
        id: 'o16-a',
        type: 'D',
        text: 'Lidera e cobra',
        description: 'Define a direção, toma decisões e mantém todos focados no objetivo.',
      },
      {
        id: 'o16-b',
        type: 'C',
        text: 'Garante a qualidade',
        description: 'Confere cada detalhe, organiza as informações e evita erros na entrega.',
      },
      {
        id: 'o16-c',
        type: 'I',
        text: 'Traz ideias e energia',
        description: 'Propõe caminhos criativos e mantém o grupo motivado.',
      },
      {
        id: 'o16-d',
        type: 'S',
        text: 'Dá suporte a todos',
        description: 'Ajuda onde for preciso e garante que o trabalho flua em harmonia.',
      },
    ],
  },
  {
    id: 'o17',
    text: 'Quando faço uma compra importante, como um celular ou um carro, eu…',
    options: [
      {
        id: 'o17-a',
        type: 'I',
        text: 'Me empolgo com novidades',
        description: 'Adoro lançamentos, peço a opinião dos amigos e decido pelo que mais me encanta.',
      },
      {
        id: 'o17-b',
        type: 'C',
        text: 'Comparo tudo antes',
        description: 'Leio avaliações, comparo especificações e preços e só compro depois de pesquisar bastante.',
      },
      {
        id: 'o17-c',
        type: 'S',
        text: 'Prefiro o que já conheço',
        description: 'Escolho marcas de confiança, peço indicação de pessoas próximas e evito riscos.',
      },
      {
        id: 'o17-d',
        type: 'D',
        text: 'Decido rápido',
        description: 'Sei o que quero, negocio com firmeza e fecho o negócio sem enrolar.',
      },
    ],
  },
  {
    id: 'o18',
    text: 'Quando as coisas dão errado, eu…',
    options: [
      {
        id: 'o18-a',
        type: 'C',
        text: 'Procuro onde errei',
        description: 'Reviso o que aconteceu para entender a falha e evitar que se repita.',
      },
      {
        id: 'o18-b',
        type: 'D',
        text: 'Busco virar o jogo',
        description: 'Não perco tempo lamentando: refaço o plano e parto para a próxima.',
      },
      {
        id: 'o18-c',
        type: 'S',
        text: 'Aceito com serenidade',
        description: 'Lido com o que aconteceu com paciência e ajudo a reconstruir aos poucos.',
      },
      {
        id: 'o18-d',
        type: 'I',
        text: 'Mantenho o otimismo',
        description: 'Enxergo o lado positivo e encorajo os outros a não desanimarem.',
      },
    ],
  },
  {
    id: 'o19',
    text: 'Entre amigos, eu me destaco por…',
    options: [
      {
        id: 'o19-a',
        type: 'S',
        text: 'Ser leal e presente',
        description: 'Todos sabem que podem contar comigo, a qualquer hora.',
      },
      {
        id: 'o19-b',
        type: 'I',
        text: 'Ser a companhia mais divertida',
        description: 'Sempre tenho gente em volta, conto as melhores histórias e animo qualquer encontro.',
      },
      {
        id: 'o19-c',
        type: 'C',
        text: 'Dar bons conselhos',
        description: 'Penso antes de falar e ofereço opiniões ponderadas e bem fundamentadas.',
      },
      {
        id: 'o19-d',
        type: 'D',
        text: 'Tomar a iniciativa',
        description: 'Sou quem marca os encontros, decide o programa e resolve os imprevistos.',
      },
    ],
  },
  {
    id: 'o20',
    text: 'Diante de regras e procedimentos, eu…',
    options: [
      {
        id: 'o20-a',
        type: 'D',
        text: 'Questiono o que atrapalha',
        description: 'Sigo o que faz sentido e proponho mudar as regras que travam o resultado.',
      },
      {
        id: 'o20-b',
        type: 'S',
        text: 'Sigo o combinado',
        description: 'Respeito as regras porque elas trazem segurança e previsibilidade para todos.',
      },
      {
        id: 'o20-c',
        type: 'C',
        text: 'Aplico com rigor',
        description: 'Acredito que regras claras garantem qualidade e gosto de segui-las à risca.',
      },
      {
        id: 'o20-d',
        type: 'I',
        text: 'Adapto as regras ao momento',
        description: 'Sigo o essencial, mas prefiro liberdade e improviso quando a situação pede.',
      },
    ],
  },
  {
    id: 'o21',
    text: 'Quando preciso apresentar uma ideia, eu…',
    options: [
      {
        id: 'o21-a',
        type: 'I',
        text: 'Envolvo quem ouve',
        description: 'Falo com entusiasmo, uso histórias e conquisto a atenção do público.',
      },
      {
        id: 'o21-b',
        type: 'D',
        text: 'Vou direto às conclusões',
        description: 'Mostro o objetivo e os resultados esperados de forma curta e assertiva.',
      },
      {
        id: 'o21-c',
        type: 'C',
        text: 'Trago dados e estrutura',
        description: 'Preparo tudo com cuidado, com números, fontes e uma sequência lógica.',
      },
      {
        id: 'o21-d',
        type: 'S',
        text: 'Falo com tranquilidade',
        description: 'Apresento com calma, de modo acessível, e abro espaço para todos participarem.',
      },
    ],
  },
  {
    id: 'o22',
    text: 'Quando ajudo alguém da família ou um amigo, eu…',
    options: [
      {
        id: 'o22-a',
        type: 'C',
        text: 'Oriento com cuidado',
        description: 'Explico o passo a passo, indico o melhor caminho e confiro se deu certo.',
      },
      {
        id: 'o22-b',
        type: 'S',
        text: 'Fico à disposição',
        description: 'Ofereço tempo, paciência e ajuda prática pelo tempo que for preciso.',
      },
      {
        id: 'o22-c',
        type: 'I',
        text: 'Dou ânimo e incentivo',
        description: 'Encorajo, elogio e ajudo o outro a acreditar que vai dar certo.',
      },
      {
        id: 'o22-d',
        type: 'D',
        text: 'Resolvo de uma vez',
        description: 'Assumo a situação e tomo as providências necessárias sem demora.',
      },
    ],
  },
  {
    id: 'o23',
    text: 'Em um ambiente novo, como um emprego, uma turma ou um grupo, eu…',
    options: [
      {
        id: 'o23-a',
        type: 'S',
        text: 'Crio vínculos aos poucos',
        description: 'Ofereço ajuda, vou ganhando confiança com calma e conquisto as pessoas com o tempo.',
      },
      {
        id: 'o23-b',
        type: 'C',
        text: 'Observo antes de opinar',
        description: 'Entendo primeiro como as coisas funcionam antes de me expor ou dar minha opinião.',
      },
      {
        id: 'o23-c',
        type: 'D',
        text: 'Logo me posiciono',
        description: 'Mostro a que vim, assumo responsabilidades e busco espaço para liderar.',
      },
      {
        id: 'o23-d',
        type: 'I',
        text: 'Faço amizades rapidamente',
        description: 'Em pouco tempo conheço todo mundo e já me sinto parte do grupo.',
      },
    ],
  },
  {
    id: 'o24',
    text: 'O que mais me incomoda é…',
    options: [
      {
        id: 'o24-a',
        type: 'D',
        text: 'Lentidão e indecisão',
        description: 'Perder tempo com conversas longas ou ter que esperar que outros decidam.',
      },
      {
        id: 'o24-b',
        type: 'I',
        text: 'Isolamento e monotonia',
        description: 'Ficar sem contato com as pessoas ou passar muito tempo em tarefas repetitivas.',
      },
      {
        id: 'o24-c',
        type: 'S',
        text: 'Conflitos e mudanças bruscas',
        description: 'Brigas, pressão e mudanças repentinas que tiram a rotina do eixo.',
      },
      {
        id: 'o24-d',
        type: 'C',
        text: 'Desorganização e erros',
        description: 'Trabalho malfeito, informações imprecisas e falta de critério.',
      },
    ],
  },
]
