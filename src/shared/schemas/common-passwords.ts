/**
 * Passwords that attackers try first: the most frequent ones in public leak statistics, with the
 * Brazilian favourites (football clubs, names, "senha", "brasil", keyboard walks). Only those of 6
 * characters or more matter (shorter ones are refused by length already). Compared lower-cased,
 * so 'Flamengo' and 'FLAMENGO' are refused too.
 */
const COMMON_PASSWORDS_LIST = [
  // sequences and keyboard walks
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '654321', '987654321',
  '111111', '000000', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999',
  '112233', '121212', '123123', '123321', '123654', '147258', '147258369', '159753', '159357',
  '102030', '10203040', '123mudar', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwerty',
  'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'qazwsx', 'abc123', 'abcdef',
  'abcd1234', 'a1b2c3', 'aaaaaa', 'abc123456', '123abc', '1234abcd', 'asd123', 'qweasd', 'qweasdzxc',
  // the word itself, in English and Portuguese
  'password', 'password1', 'password123', 'passw0rd', 'senha', 'senha1', 'senha12', 'senha123',
  'senha1234', 'senha12345', 'minhasenha', 'novasenha', 'senhasenha', 'mudar123', 'mudarsenha',
  'trocar123', 'admin', 'admin123', 'administrador', 'root123', 'acesso', 'acesso123', 'entrar',
  'entrar123', 'login123', 'usuario', 'usuario123', 'teste', 'teste123', 'teste1234', 'segredo',
  'secret', 'welcome', 'welcome1', 'letmein', 'iloveyou', 'monkey', 'dragon', 'master', 'sunshine',
  'princess', 'football', 'baseball', 'superman', 'batman', 'trustno1', 'starwars', 'whatever',
  'shadow', 'michael', 'jordan23', 'freedom', 'charlie', '696969', 'mustang', 'hello123',
  // Brazil, football clubs and national words
  'brasil', 'brasil123', 'brasil10', 'brazil', 'flamengo', 'flamengo1', 'flamengo123', 'mengao',
  'mengo123', 'corinthians', 'corinthians1', 'timao', 'timao123', 'palmeiras', 'palmeiras1',
  'verdao123', 'saopaulo', 'spfc123', 'tricolor', 'santos', 'santosfc', 'vasco', 'vascodagama',
  'gremio', 'gremio123', 'internacional', 'inter123', 'cruzeiro', 'cruzeiro1', 'atletico',
  'galo123', 'botafogo', 'fluminense', 'bahia123', 'vitoria', 'sport123', 'fortaleza', 'ceara123',
  'pentacampeao', 'futebol', 'futebol10', 'neymar', 'neymar10', 'neymarjr', 'ronaldinho', 'pele10',
  'carnaval', 'saudade', 'cachorro', 'gatinho', 'gatinha', 'princesa', 'princesa1', 'bonita',
  'lindinha', 'docinho', 'chocolate', 'morango', 'amorzinho', 'meuamor', 'teamo', 'teamo123',
  'amor123', 'amoreterno', 'eusoufeliz', 'felicidade', 'familia', 'familia123', 'deusefiel',
  'jesus123', 'jesuscristo', 'deus123', 'abencoado', 'obrigado', 'fortaleza1', 'estrela',
  // common first names, often with a number
  'gabriel', 'gabriel123', 'lucas123', 'mateus123', 'pedro123', 'joao123', 'maria123', 'mariana',
  'juliana', 'fernanda', 'amanda', 'beatriz', 'camila', 'leticia', 'larissa', 'rafael', 'rodrigo',
  'fernando', 'eduardo', 'carlos123', 'daniel', 'daniela', 'felipe', 'gustavo', 'thiago',
  'vitoria1', 'isabela', 'bruna123', 'anaclara', 'ricardo', 'marcelo', 'patricia', 'jessica',
  // years and dates people use
  '2020', '2021', '2022', '2023', '2024', '2025', '20202020', '19901990', '01012000', '12345a',
  'a123456', 'a12345', '123456a', '1234567a', 'aa123456', '102030a', '123qwe', 'qwe123',
] as const

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORDS_LIST.map((item) => item.toLowerCase()))

export const COMMON_PASSWORD_MESSAGE = 'Essa senha é muito comum. Escolha uma senha mais difícil de adivinhar.'

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}
