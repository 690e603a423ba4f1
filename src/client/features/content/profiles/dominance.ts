import { BACK_TO_ABOUT, type ProfileContent } from './profile-content'

export const DOMINANCE_PROFILE: ProfileContent = {
  type: 'D',
  back: BACK_TO_ABOUT,
  quote: 'Um problema parado é só um problema. Um problema enfrentado já é metade da solução.',
  lede: 'Pessoas com predominância em Dominância enxergam o mundo como uma sequência de desafios a vencer. São rápidas para decidir, diretas ao falar e se sentem em casa quando há uma meta clara e pouca gente disposta a assumir a frente. Onde outros veem obstáculo, o Realizador vê a próxima conquista.',
  motivation: {
    paragraphs: [
      'O motor do Realizador costuma ser o resultado. A energia vem da autonomia para decidir, de metas ambiciosas e da sensação de que as coisas estão avançando. Ritmo lento, processos que existem só por existir e reuniões que terminam sem decisão cansam mais do que qualquer volume de trabalho.',
      'Muitas vezes há uma vontade forte de conduzir o próprio caminho: escolher, agir e responder pelas consequências. Por isso quem tem esse perfil tende a aceitar riscos com naturalidade — errar tentando costuma incomodar menos do que esperar sem agir.',
    ],
    drivers: [
      'Desafios e metas ambiciosas',
      'Autonomia para decidir',
      'Resultados visíveis e rápidos',
      'Competição saudável e superação',
      'Liberdade para mudar o que não funciona',
    ],
  },
  strengths: [
    { title: 'Decisão rápida', text: 'Escolhe um caminho mesmo com informação incompleta e ajusta a rota no percurso, destravando projetos que estavam parados.' },
    { title: 'Foco em resultado', text: 'Mantém o olhar no objetivo final e não se perde em detalhes que não mudam o desfecho.' },
    { title: 'Coragem para assumir riscos', text: 'Não foge de conversas difíceis, de mudanças grandes nem das responsabilidades que ninguém quer assumir.' },
    { title: 'Liderança na crise', text: 'Sob pressão, ganha objetividade: define prioridades, distribui tarefas e dá direção quando o grupo está sem rumo.' },
    { title: 'Comunicação direta', text: 'Diz o que pensa sem rodeios, o que economiza tempo e deixa claro o que se espera de cada um.' },
    { title: 'Iniciativa', text: 'Não espera convite: identifica o que precisa ser feito e começa.' },
  ],
  feedbackPhrases: {
    praise: [
      'Com você no projeto, as coisas saem do papel.',
      'Você resolve o que os outros vivem adiando.',
      'Admiro como você não tem medo de decidir.',
      'Quando tudo aperta, é em você que eu penso primeiro.',
    ],
    attention: [
      'Às vezes você decide antes de ouvir todo mundo.',
      'Seu jeito direto pode soar duro.',
      'Fica difícil discordar de você.',
      'Você parece impaciente quando o ritmo é outro.',
      'Você assume tudo e delega pouco.',
    ],
  },
  whyItHappens: [
    {
      title: 'A velocidade pode virar atropelo',
      text: 'Para o Realizador, decidir rápido é uma forma de respeitar o tempo de todos. Quem processa informações de outro jeito, porém, pode sentir que não teve espaço para contribuir — e passa a ficar em silêncio, mesmo quando discorda.',
    },
    {
      title: 'Franqueza sem contexto parece crítica',
      text: 'A comunicação direta nasce da intenção de ser claro e eficiente. Sem uma frase de contexto ou de reconhecimento, a mesma mensagem chega como ataque pessoal, principalmente para quem valoriza a harmonia.',
    },
    {
      title: 'Controle dá sensação de segurança',
      text: 'Centralizar decisões faz o Realizador sentir que o resultado está garantido. Para a equipe, pode parecer falta de confiança, e o efeito colateral é todo mundo depender de uma única pessoa.',
    },
    {
      title: 'Você se vê pelas intenções; os outros, pelas atitudes',
      text: 'Você se avalia pelo que quer alcançar — entregar, proteger o time, resolver. Os outros só enxergam o comportamento. É nessa distância que nascem os pontos cegos que o feedback 360° revela.',
    },
  ],
  evolution: [
    { title: 'Pergunte antes de concluir', text: 'Em decisões que afetam outras pessoas, faça uma pergunta aberta antes de dar a sua posição: “O que eu não estou vendo?”.' },
    { title: 'Dê contexto à franqueza', text: 'Comece pelo objetivo comum e reconheça o que está bom antes de apontar o que precisa mudar. A mensagem continua direta — só chega inteira.' },
    { title: 'Delegue o resultado, não só a tarefa', text: 'Combine o que precisa ser entregue e deixe o “como” com quem vai fazer. Acompanhe por marcos combinados, não por microgestão.' },
    { title: 'Respeite outros ritmos', text: 'Nem todo silêncio é concordância, e nem toda pausa é lentidão. Reserve tempo para quem precisa pensar antes de responder.' },
    { title: 'Comemore o caminho', text: 'Reconhecer o esforço da equipe, e não só o resultado final, aumenta o engajamento de quem trabalha ao seu lado.' },
  ],
  closing:
    'Ser Realizador é uma força rara: o mundo precisa de quem tira as ideias do papel. A evolução não está em desacelerar, e sim em levar mais gente junto. Quando a sua energia encontra escuta, o resultado deixa de ser só seu e passa a ser de todos.',
}
