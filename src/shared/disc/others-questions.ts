/**
 * Respondent bank (SPEC.md §2 feedback link page, §9): 24 third-person questions about the person being
 * described, in everyday situations (work, friends, family) so colleagues, friends and relatives can all
 * answer. One option per DISC type; the letter-to-type mapping differs in every question. Option ids are
 * stored in givers' answers: never renumber them, only reword.
 */
import type { DiscQuestion } from './types'

export const DISC_OTHERS_QUESTIONS: readonly DiscQuestion[] = [
  {
    id: 'o1',
    text: 'Quando enfrenta um problema, essa pessoa…',
    options: [
      {
        id: 'o1-a',
        type: 'S',
        text: 'Mantém a calma',
        description: 'Respira fundo, age com paciência e tranquiliza quem está por perto.',
      },
      {
        id: 'o1-b',
        type: 'C',
        text: 'Investiga a causa',
        description: 'Analisa o que aconteceu em detalhes antes de propor qualquer solução.',
      },
      {
        id: 'o1-c',
        type: 'I',
        text: 'Chama os outros',
        description: 'Conversa com todo mundo e transforma o problema em uma busca coletiva por ideias.',
      },
      {
        id: 'o1-d',
        type: 'D',
        text: 'Age na hora',
        description: 'Toma a frente e busca uma solução rápida, sem esperar que alguém decida.',
      },
    ],
  },
  {
    id: 'o2',
    text: 'Em uma conversa, essa pessoa costuma…',
    options: [
      {
        id: 'o2-a',
        type: 'D',
        text: 'Ir direto ao ponto',
        description: 'Fala de forma objetiva e conduz a conversa para uma conclusão.',
      },
      {
        id: 'o2-b',
        type: 'I',
        text: 'Animar o papo',
        description: 'Conta histórias, faz piadas e deixa a conversa mais leve e divertida.',
      },
      {
        id: 'o2-c',
        type: 'C',
        text: 'Falar com precisão',
        description: 'Escolhe bem as palavras, corrige imprecisões e gosta de falar com base em fatos.',
      },
      {
        id: 'o2-d',
        type: 'S',
        text: 'Ouvir com atenção',
        description: 'Escuta com paciência, faz perguntas e deixa o outro à vontade para falar.',
      },
    ],
  },
  {
    id: 'o3',
    text: 'Quando um grupo precisa decidir algo, como um passeio ou um projeto, essa pessoa…',
    options: [
      {
        id: 'o3-a',
        type: 'C',
        text: 'Pesquisa as opções',
        description: 'Compara preços, horários e detalhes antes de recomendar a melhor escolha.',
      },
      {
        id: 'o3-b',
        type: 'S',
        text: 'Busca o consenso',
        description: 'Procura a opção que agrade a todos e evita que alguém se sinta deixado de lado.',
      },
      {
        id: 'o3-c',
        type: 'D',
        text: 'Bate o martelo',
        description: 'Propõe uma opção e faz o grupo decidir logo para não perder tempo.',
      },
      {
        id: 'o3-d',
        type: 'I',
        text: 'Empolga todo mundo',
        description: 'Sugere ideias criativas e convence o grupo com entusiasmo.',
      },
    ],
  },
  {
    id: 'o4',
    text: 'Em uma reunião de família, essa pessoa geralmente…',
    options: [
      {
        id: 'o4-a',
        type: 'I',
        text: 'É a alma da festa',
        description: 'Conversa com todos, conta casos e mantém o clima animado.',
      },
      {
        id: 'o4-b',
        type: 'S',
        text: 'Acolhe todo mundo',
        description: 'Ajuda no que for preciso, dá atenção a quem está mais quieto e mantém a harmonia.',
      },
      {
        id: 'o4-c',
        type: 'D',
        text: 'Assume o comando',
        description: 'Toma a frente, divide as tarefas e garante que as coisas aconteçam.',
      },
      {
        id: 'o4-d',
        type: 'C',
        text: 'Cuida dos detalhes',
        description: 'Lembra de cada preparativo, confere horários e garante que nada seja esquecido.',
      },
    ],
  },
  {
    id: 'o5',
    text: 'Diante de uma mudança inesperada, essa pessoa…',
    options: [
      {
        id: 'o5-a',
        type: 'D',
        text: 'Redefine o plano',
        description: 'Encara a mudança como um desafio e logo traça um novo caminho.',
      },
      {
        id: 'o5-b',
        type: 'C',
        text: 'Quer entender os porquês',
        description: 'Faz perguntas, busca informações e avalia os riscos antes de aceitar a mudança.',
      },
      {
        id: 'o5-c',
        type: 'S',
        text: 'Precisa de um tempo',
        description: 'Prefere entender com calma o que muda e se ajusta aos poucos, com segurança.',
      },
      {
        id: 'o5-d',
        type: 'I',
        text: 'Vê o lado bom',
        description: 'Enxerga as oportunidades com otimismo e contagia os outros com essa energia.',
      },
    ],
  },
  {
    id: 'o6',
    text: 'No trabalho ou nos estudos, o ritmo dessa pessoa é…',
    options: [
      {
        id: 'o6-a',
        type: 'S',
        text: 'Constante e confiável',
        description: 'Mantém um passo regular e entrega o que promete, sem altos e baixos.',
      },
      {
        id: 'o6-b',
        type: 'I',
        text: 'Variado e cheio de energia',
        description: 'Rende mais com novidades, conversas e tarefas diferentes ao longo do dia.',
      },
      {
        id: 'o6-c',
        type: 'D',
        text: 'Rápido e intenso',
        description: 'Faz muitas coisas ao mesmo tempo e gosta de ver resultados logo.',
      },
      {
        id: 'o6-d',
        type: 'C',
        text: 'Cuidadoso e minucioso',
        description: 'Trabalha com atenção e confere tudo para não deixar escapar nenhum erro.',
      },
    ],
  },
  {
    id: 'o7',
    text: 'Quando alguém próximo passa por um momento difícil, essa pessoa…',
    options: [
      {
        id: 'o7-a',
        type: 'I',
        text: 'Levanta o astral',
        description: 'Faz companhia, arranca sorrisos e tenta trazer otimismo para o momento.',
      },
      {
        id: 'o7-b',
        type: 'C',
        text: 'Ajuda a entender a situação',
        description: 'Traz informações úteis, pondera as opções e dá conselhos bem pensados.',
      },
      {
        id: 'o7-c',
        type: 'D',
        text: 'Propõe soluções práticas',
        description: 'Vai logo ao que pode ser feito e ajuda a resolver a situação.',
      },
      {
        id: 'o7-d',
        type: 'S',
        text: 'Oferece presença e escuta',
        description: 'Fica por perto, escuta sem julgar e oferece apoio com paciência.',
      },
    ],
  },
  {
    id: 'o8',
    text: 'Ao receber uma crítica, essa pessoa tende a…',
    options: [
      {
        id: 'o8-a',
        type: 'C',
        text: 'Pedir exemplos concretos',
        description: 'Quer entender exatamente o que não funcionou e analisa se a crítica faz sentido.',
      },
      {
        id: 'o8-b',
        type: 'D',
        text: 'Defender seu ponto',
        description: 'Argumenta com firmeza e, se concordar, corrige o rumo na hora.',
      },
      {
        id: 'o8-c',
        type: 'I',
        text: 'Conversar na hora',
        description: 'Quer falar sobre a crítica logo, diz o que sentiu e recupera o bom humor rapidamente.',
      },
      {
        id: 'o8-d',
        type: 'S',
        text: 'Ouvir sem discutir',
        description: 'Escuta com calma, pensa depois e procura melhorar sem criar atrito.',
      },
    ],
  },
  {
    id: 'o9',
    text: 'Em um passeio ou viagem com amigos, essa pessoa…',
    options: [
      {
        id: 'o9-a',
        type: 'S',
        text: 'Topa o que o grupo quiser',
        description: 'Se adapta aos outros sem reclamar e cuida para que todos estejam bem.',
      },
      {
        id: 'o9-b',
        type: 'D',
        text: 'Define o roteiro',
        description: 'Decide aonde ir e mantém o grupo em movimento para aproveitar ao máximo.',
      },
      {
        id: 'o9-c',
        type: 'C',
        text: 'Planeja tudo com antecedência',
        description: 'Pesquisa o lugar, confere reservas e leva uma lista do que não pode faltar.',
      },
      {
        id: 'o9-d',
        type: 'I',
        text: 'Faz amizade com todo mundo',
        description: 'Puxa conversa com desconhecidos, tira fotos e transforma tudo em história.',
      },
    ],
  },
  {
    id: 'o10',
    text: 'Quando tem um prazo apertado, essa pessoa…',
    options: [
      {
        id: 'o10-a',
        type: 'I',
        text: 'Mobiliza a equipe',
        description: 'Anima as pessoas, pede ajuda e mantém o clima leve mesmo na correria.',
      },
      {
        id: 'o10-b',
        type: 'D',
        text: 'Acelera e cobra resultados',
        description: 'Assume o controle, corta o que não é essencial e pede foco total de todos.',
      },
      {
        id: 'o10-c',
        type: 'S',
        text: 'Segue firme no seu ritmo',
        description: 'Mantém a calma, organiza a rotina e evita que a pressão vire conflito.',
      },
      {
        id: 'o10-d',
        type: 'C',
        text: 'Prioriza com método',
        description: 'Revisa o plano, define prioridades e não abre mão da qualidade.',
      },
    ],
  },
  {
    id: 'o11',
    text: 'Quando surge um conflito entre pessoas, essa pessoa…',
    options: [
      {
        id: 'o11-a',
        type: 'C',
        text: 'Analisa os fatos',
        description: 'Procura entender o que realmente aconteceu e propõe uma saída justa e lógica.',
      },
      {
        id: 'o11-b',
        type: 'I',
        text: 'Reaproxima as pessoas',
        description: 'Usa a simpatia e o bom humor para aliviar a tensão e fazer todos voltarem a conversar.',
      },
      {
        id: 'o11-c',
        type: 'S',
        text: 'Busca a paz',
        description: 'Evita confrontos, escuta cada lado e procura uma solução que preserve as relações.',
      },
      {
        id: 'o11-d',
        type: 'D',
        text: 'Enfrenta a questão de frente',
        description: 'Fala abertamente sobre o problema e quer resolver logo, mesmo que a conversa seja dura.',
      },
    ],
  },
  {
    id: 'o12',
    text: 'O que mais motiva essa pessoa é…',
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
        description: 'Receber reconhecimento, estar entre pessoas e ter espaço para se expressar.',
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
    text: 'Quando precisa aprender algo novo, essa pessoa…',
    options: [
      {
        id: 'o13-a',
        type: 'I',
        text: 'Aprende trocando ideias',
        description: 'Prefere aprender em grupo, conversando e compartilhando descobertas.',
      },
      {
        id: 'o13-b',
        type: 'S',
        text: 'Aprende passo a passo',
        description: 'Gosta de orientação clara, pratica com regularidade e avança no seu tempo.',
      },
      {
        id: 'o13-c',
        type: 'C',
        text: 'Aprende estudando a fundo',
        description: 'Lê, pesquisa, faz anotações e só sossega quando entende os detalhes.',
      },
      {
        id: 'o13-d',
        type: 'D',
        text: 'Aprende fazendo',
        description: 'Parte logo para a prática e vai ajustando pelo caminho.',
      },
    ],
  },
  {
    id: 'o14',
    text: 'Em casa, no dia a dia, essa pessoa…',
    options: [
      {
        id: 'o14-a',
        type: 'S',
        text: 'Mantém a rotina estável',
        description: 'Cuida do bem-estar de todos e gosta de hábitos previsíveis e tranquilos.',
      },
      {
        id: 'o14-b',
        type: 'D',
        text: 'Toma as decisões práticas',
        description: 'Resolve pendências rapidamente e gosta de dar a palavra final sobre o que fazer.',
      },
      {
        id: 'o14-c',
        type: 'I',
        text: 'Traz alegria à rotina',
        description: 'Inventa programas, chama amigos e deixa a casa mais animada.',
      },
      {
        id: 'o14-d',
        type: 'C',
        text: 'Mantém tudo organizado',
        description: 'Tem um lugar para cada coisa e controla contas, horários e compromissos.',
      },
    ],
  },
  {
    id: 'o15',
    text: 'Quando discorda de alguém, essa pessoa…',
    options: [
      {
        id: 'o15-a',
        type: 'C',
        text: 'Argumenta com lógica',
        description: 'Apresenta dados e um raciocínio organizado para mostrar por que discorda.',
      },
      {
        id: 'o15-b',
        type: 'I',
        text: 'Tenta convencer com carisma',
        description: 'Argumenta com entusiasmo e usa exemplos para conquistar o outro.',
      },
      {
        id: 'o15-c',
        type: 'D',
        text: 'Diz o que pensa na hora',
        description: 'Expõe sua opinião com firmeza e defende seu ponto até o fim.',
      },
      {
        id: 'o15-d',
        type: 'S',
        text: 'Busca um meio-termo',
        description: 'Escuta o outro lado e procura um acordo que preserve a relação.',
      },
    ],
  },
  {
    id: 'o16',
    text: 'Em um projeto em grupo, essa pessoa costuma ser quem…',
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
    text: 'Ao fazer uma compra importante, como um celular ou um carro, essa pessoa…',
    options: [
      {
        id: 'o17-a',
        type: 'I',
        text: 'Se empolga com novidades',
        description: 'Adora lançamentos, pede a opinião dos amigos e escolhe o que mais encanta.',
      },
      {
        id: 'o17-b',
        type: 'C',
        text: 'Compara tudo antes',
        description: 'Lê avaliações, compara especificações e preços e só compra depois de pesquisar bastante.',
      },
      {
        id: 'o17-c',
        type: 'S',
        text: 'Prefere o que já conhece',
        description: 'Escolhe marcas de confiança, pede indicação de pessoas próximas e evita riscos.',
      },
      {
        id: 'o17-d',
        type: 'D',
        text: 'Decide rápido',
        description: 'Sabe o que quer, negocia com firmeza e fecha o negócio sem enrolar.',
      },
    ],
  },
  {
    id: 'o18',
    text: 'Quando as coisas dão errado, essa pessoa…',
    options: [
      {
        id: 'o18-a',
        type: 'C',
        text: 'Procura onde errou',
        description: 'Revisa o que aconteceu para entender a falha e evitar que se repita.',
      },
      {
        id: 'o18-b',
        type: 'D',
        text: 'Busca virar o jogo',
        description: 'Não perde tempo lamentando: refaz o plano e parte para a próxima.',
      },
      {
        id: 'o18-c',
        type: 'S',
        text: 'Absorve com serenidade',
        description: 'Aceita o que aconteceu com paciência e ajuda a reconstruir aos poucos.',
      },
      {
        id: 'o18-d',
        type: 'I',
        text: 'Mantém o otimismo',
        description: 'Enxerga o lado positivo e encoraja os outros a não desanimarem.',
      },
    ],
  },
  {
    id: 'o19',
    text: 'Entre amigos, essa pessoa é conhecida por…',
    options: [
      {
        id: 'o19-a',
        type: 'S',
        text: 'Ser leal e presente',
        description: 'É com quem todos podem contar, a qualquer hora.',
      },
      {
        id: 'o19-b',
        type: 'I',
        text: 'Ser a companhia mais divertida',
        description: 'Sempre tem gente em volta, conta as melhores histórias e anima qualquer encontro.',
      },
      {
        id: 'o19-c',
        type: 'C',
        text: 'Dar bons conselhos',
        description: 'Pensa antes de falar e oferece opiniões ponderadas e bem fundamentadas.',
      },
      {
        id: 'o19-d',
        type: 'D',
        text: 'Tomar a iniciativa',
        description: 'É quem marca os encontros, decide o programa e resolve os imprevistos.',
      },
    ],
  },
  {
    id: 'o20',
    text: 'Diante de regras e procedimentos, essa pessoa…',
    options: [
      {
        id: 'o20-a',
        type: 'D',
        text: 'Questiona o que atrapalha',
        description: 'Segue o que faz sentido e propõe mudar as regras que travam o resultado.',
      },
      {
        id: 'o20-b',
        type: 'S',
        text: 'Segue o combinado',
        description: 'Respeita as regras porque elas trazem segurança e previsibilidade para todos.',
      },
      {
        id: 'o20-c',
        type: 'C',
        text: 'Aplica com rigor',
        description: 'Acredita que regras claras garantem qualidade e gosta de segui-las à risca.',
      },
      {
        id: 'o20-d',
        type: 'I',
        text: 'Adapta as regras ao momento',
        description: 'Segue o essencial, mas prefere liberdade e improvisa quando a situação pede.',
      },
    ],
  },
  {
    id: 'o21',
    text: 'Quando precisa apresentar uma ideia, essa pessoa…',
    options: [
      {
        id: 'o21-a',
        type: 'I',
        text: 'Envolve quem ouve',
        description: 'Fala com entusiasmo, usa histórias e conquista a atenção do público.',
      },
      {
        id: 'o21-b',
        type: 'D',
        text: 'Vai direto às conclusões',
        description: 'Mostra o objetivo e os resultados esperados de forma curta e assertiva.',
      },
      {
        id: 'o21-c',
        type: 'C',
        text: 'Traz dados e estrutura',
        description: 'Prepara tudo com cuidado, com números, fontes e uma sequência lógica.',
      },
      {
        id: 'o21-d',
        type: 'S',
        text: 'Fala com tranquilidade',
        description: 'Apresenta com calma, de modo acessível, e abre espaço para todos participarem.',
      },
    ],
  },
  {
    id: 'o22',
    text: 'Quando ajuda alguém da família ou um amigo, essa pessoa…',
    options: [
      {
        id: 'o22-a',
        type: 'C',
        text: 'Orienta com cuidado',
        description: 'Explica o passo a passo, indica o melhor caminho e confere se deu certo.',
      },
      {
        id: 'o22-b',
        type: 'S',
        text: 'Está sempre disponível',
        description: 'Oferece tempo, paciência e ajuda prática pelo tempo que for preciso.',
      },
      {
        id: 'o22-c',
        type: 'I',
        text: 'Dá ânimo e incentivo',
        description: 'Encoraja, elogia e ajuda o outro a acreditar que vai dar certo.',
      },
      {
        id: 'o22-d',
        type: 'D',
        text: 'Resolve de uma vez',
        description: 'Assume a situação e toma as providências necessárias sem demora.',
      },
    ],
  },
  {
    id: 'o23',
    text: 'Em um ambiente novo, como um emprego, uma turma ou um grupo, essa pessoa…',
    options: [
      {
        id: 'o23-a',
        type: 'S',
        text: 'Cria vínculos aos poucos',
        description: 'Oferece ajuda, vai ganhando confiança com calma e conquista as pessoas com o tempo.',
      },
      {
        id: 'o23-b',
        type: 'C',
        text: 'Observa antes de opinar',
        description: 'Entende primeiro como as coisas funcionam antes de se expor ou dar sua opinião.',
      },
      {
        id: 'o23-c',
        type: 'D',
        text: 'Logo se posiciona',
        description: 'Mostra a que veio, assume responsabilidades e busca espaço para liderar.',
      },
      {
        id: 'o23-d',
        type: 'I',
        text: 'Faz amizades rapidamente',
        description: 'Em pouco tempo conhece todo mundo e já se sente parte do grupo.',
      },
    ],
  },
  {
    id: 'o24',
    text: 'O que mais incomoda essa pessoa é…',
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
