import { BACK_TO_DISC, type ProfileContent } from './profile-content'

export const STEADINESS_PROFILE: ProfileContent = {
  type: 'S',
  back: BACK_TO_DISC,
  quote: 'Quem sabe ouvir constrói pontes que nenhuma pressa consegue derrubar.',
  lede: 'Pessoas com predominância em Estabilidade são o ponto de equilíbrio dos grupos. Calmas, leais e pacientes, escutam de verdade, apoiam sem alarde e criam ambientes em que todos se sentem seguros. O Harmonizador é quem mantém tudo funcionando — e todos unidos — quando o resto do mundo acelera.',
  motivation: {
    paragraphs: [
      'Segurança, cooperação e relações de confiança são o que move o Harmonizador. Gosta de saber o que esperar, de trabalhar em equipe e de sentir que está ajudando alguém. Mudanças bruscas, conflitos abertos e cobranças sem explicação costumam desgastar muito.',
      'Costuma haver um compromisso grande com as pessoas ao redor: muitas vezes prefere abrir mão do próprio conforto a deixar alguém sem ajuda. Essa generosidade é a sua marca — e também ajuda a explicar a dificuldade em dizer “não”.',
    ],
    drivers: [
      'Segurança e previsibilidade',
      'Relações de confiança',
      'Trabalho em equipe',
      'Tempo para se adaptar às mudanças',
      'Reconhecimento sincero, mesmo que discreto',
    ],
  },
  strengths: [
    { title: 'Escuta genuína', text: 'Presta atenção de verdade e faz as pessoas se sentirem ouvidas e compreendidas.' },
    { title: 'Lealdade', text: 'É constante com pessoas e compromissos; quem conta com o Harmonizador sabe que pode confiar.' },
    { title: 'Paciência', text: 'Mantém a calma em situações tensas e ajuda o grupo a baixar a temperatura.' },
    { title: 'Consistência', text: 'Entrega com regularidade, sem altos e baixos, e sustenta as rotinas que os outros abandonam.' },
    { title: 'Espírito de equipe', text: 'Coloca o objetivo coletivo à frente do brilho individual e ajuda sem esperar nada em troca.' },
    { title: 'Mediação', text: 'Percebe tensões antes que elas explodam e aproxima pessoas com visões diferentes.' },
  ],
  feedbackPhrases: {
    praise: [
      'Você é a pessoa mais confiável que eu conheço.',
      'Conversar com você me acalma.',
      'Você está sempre disponível para ajudar.',
      'É você quem mantém o grupo unido.',
    ],
    attention: [
      'Eu queria saber o que você realmente pensa.',
      'Você demora para aceitar mudanças.',
      'Você diz “sim” para tudo e acaba se sobrecarregando.',
      'Você evita conflitos, mesmo quando eles são necessários.',
      'Você poderia se posicionar mais.',
    ],
  },
  whyItHappens: [
    {
      title: 'Harmonia acima de tudo',
      text: 'Para o Harmonizador, um conflito aberto parece um risco para a relação. Por isso guarda as discordâncias para si — e os outros ficam sem saber o que pensa de verdade.',
    },
    {
      title: 'Mudança soa como ameaça',
      text: 'A previsibilidade traz segurança. Quando algo muda sem explicação, a primeira reação é a cautela, que de fora pode parecer resistência.',
    },
    {
      title: 'Ajudar é um jeito de pertencer',
      text: 'Dizer “sim” é uma forma de cuidar e de ser importante para o grupo. Sem limites claros, a agenda se enche das prioridades dos outros.',
    },
    {
      title: 'A modéstia esconde o próprio valor',
      text: 'Como não gosta de chamar atenção, o Harmonizador raramente fala das próprias conquistas, e o seu trabalho acaba menos visível do que merece.',
    },
  ],
  evolution: [
    { title: 'Sua opinião também é contribuição', text: 'Em reuniões, assuma o compromisso de expressar pelo menos uma opinião. Discordar com respeito protege a relação em vez de ameaçá-la.' },
    { title: 'Mudança em pequenos passos', text: 'Diante de uma mudança, pergunte o porquê e o que continua igual. Dividir o novo em etapas reduz a insegurança.' },
    { title: 'Um “não” que protege o seu “sim”', text: 'Antes de aceitar um pedido, confira o que já está na sua lista. Recusar algo é o que garante a qualidade do que você já assumiu.' },
    { title: 'Torne o seu trabalho visível', text: 'Compartilhe avanços e resultados com regularidade. Reconhecimento não é vaidade: é informação para quem decide.' },
    { title: 'Conflito também é cuidado', text: 'Encare as conversas difíceis como um gesto de cuidado com a relação, e não como uma ameaça a ela.' },
  ],
  closing:
    'O Harmonizador é o alicerce silencioso de qualquer grupo. A sua evolução não pede que você abra mão da calma ou da generosidade — pede apenas que a sua voz ocupe o espaço que merece. Quando você se posiciona, todos ganham com a sua sensatez.',
}
