import { Link } from 'react-router'
import {
  DATA_DELETION_DAYS,
  MINIMUM_AGE,
  PRIVACY_CONTACT_EMAIL,
  PRIVACY_RESPONSE_DAYS,
  PRODUCT_NAME,
  SESSION_TTL_DAYS,
  TEMPORARY_RESULT_DAYS,
} from '#shared/product'
import { LegalDocument, type LegalSection } from '#client/features/content/components/legal-document'
import { clientConfig } from '#client/lib/client-config'
import { formatCount } from '#shared/ocean/norms'

/**
 * When the Big Five percentiles appear: the server's NORMS_MIN_SAMPLE, carried in the page's
 * settings; without them (a page not served by the app), no number rather than a wrong one.
 */
function NormsMinimum() {
  const minimum = clientConfig().normsMinSample
  return minimum ? (
    <>quando a amostra tem pelo menos {formatCount(minimum)} {minimum === 1 ? 'pessoa' : 'pessoas'}</>
  ) : (
    <>quando a amostra atinge o tamanho mínimo que definimos</>
  )
}

const mail = <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>

const SECTIONS: LegalSection[] = [
  {
    id: 'quem-somos',
    title: 'Quem somos e quando esta política se aplica',
    body: (
      <>
        <p>
          O {PRODUCT_NAME} é um serviço on-line de autoconhecimento que oferece o teste DISC, o teste Big Five (OCEAN) e
          a coleta de feedback 360° anônimo. Para fins da Lei Geral de Proteção de Dados (Lei nº 13.709/2018, a
          “LGPD”), o {PRODUCT_NAME} é o controlador dos dados pessoais tratados no site.
        </p>
        <p>
          Esta política vale para todas as pessoas que usam o {PRODUCT_NAME}: quem cria uma conta, quem faz os testes
          sem conta e quem responde a um pedido de feedback.
        </p>
      </>
    ),
  },
  {
    id: 'idade-minima',
    title: 'Idade mínima',
    body: (
      <p>
        O {PRODUCT_NAME} é destinado exclusivamente a pessoas com <strong>{MINIMUM_AGE} anos ou mais</strong>. Não
        coletamos de propósito dados de menores de idade. Se você souber que alguém com menos de {MINIMUM_AGE} anos
        criou uma conta, escreva para {mail} e excluiremos os dados.
      </p>
    ),
  },
  {
    id: 'dados-coletados',
    title: 'Quais dados coletamos',
    body: (
      <>
        <ul>
          <li>
            <strong>Dados da conta:</strong> nome de usuário, e-mail e senha. A senha é guardada apenas como um código
            irreversível (hash), que nem a nossa equipe consegue ler.
          </li>
          <li>
            <strong>Login com Google:</strong> se você escolher essa opção, recebemos do Google o identificador da sua
            conta, seu nome e seu e-mail. Nunca recebemos a sua senha do Google.
          </li>
          <li>
            <strong>Avaliações:</strong> as respostas e as pontuações dos testes DISC e Big Five.
          </li>
          <li>
            <strong>Feedback recebido:</strong> as respostas que outras pessoas dão sobre você, o tipo de relação
            (colega, amigo ou família) e os pontos fortes e de melhoria que elas escrevem.
          </li>
          <li>
            <strong>Pesquisa de experiência:</strong> as respostas, todas opcionais, que você der à nossa pesquisa de
            satisfação.
          </li>
          <li>
            <strong>Pagamentos:</strong> o identificador do pagamento, o plano, o valor e a situação. Os dados do
            cartão e de cobrança são informados diretamente ao Mercado Pago e não passam pelos nossos servidores.
          </li>
          <li>
            <strong>Dados técnicos:</strong> cookies descritos na seção de cookies e registros de funcionamento do
            servidor (data, hora e página acessada). Esses registros não guardam o endereço IP nem o navegador de
            ninguém, para que nenhum feedback possa ser ligado a quem o deu.
          </li>
        </ul>
        <p>Não pedimos nem tratamos dados sensíveis, como saúde, religião, opinião política ou origem racial.</p>
      </>
    ),
  },
  {
    id: 'feedback-anonimo',
    title: 'Feedback anônimo: como protegemos quem responde',
    body: (
      <>
        <p>
          Quem responde a um pedido de feedback não precisa criar conta nem informar nome ou e-mail. Guardamos apenas as
          respostas, o tipo de relação e os textos escritos, com a data do envio — <strong>sem o horário exato</strong>.
          O feedback <strong>não é associado a endereço IP, navegador ou dispositivo</strong> (user agent), nem a
          qualquer outro dado que identifique quem respondeu.
        </p>
        <p>
          A pessoa que pediu o feedback vê as respostas sem nenhuma identificação e <strong>em grupos de três</strong>:
          uma resposta fica guardada, sem aparecer, até que outras duas cheguem, e então as três aparecem juntas, misturadas
          às anteriores e sem ordem de chegada. Assim, quem recarrega a página antes e depois de você responder não
          consegue separar as suas respostas das outras. O mesmo vale para tudo o que é calculado a partir delas — médias,
          palavras mais citadas, grupos por tipo de relação (que só aparecem com três pessoas ou mais e só mudam de três
          em três), o Big Five 360°, o relatório em PDF, a exportação de dados e os e-mails de resumo. Respostas
          começadas e não concluídas são apagadas em até dois dias sem nunca aparecerem. Quando a pessoa abre uma nova
          rodada de feedback, cada rodada segue essas mesmas regras sozinha, e as respostas que ainda aguardavam o grupo
          de três na rodada encerrada são apagadas sem nunca aparecerem.
        </p>
        <p>
          O que nenhum sistema consegue impedir: se a pessoa pedir feedback a uma única pessoa e ela mesma preencher
          as outras duas respostas, por exemplo de outros aparelhos e redes, poderá isolar a resposta verdadeira. Para
          tornar isso difícil, cada navegador responde uma vez por link, cada rede tem um limite de respostas por dia e
          cada envio exige um pequeno cálculo do aparelho. Os textos aparecem exatamente como foram escritos: se você
          responder, evite incluir informações que revelem quem você é.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para que usamos os dados e com qual base legal',
    body: (
      <ul>
        <li>
          <strong>Prestar o serviço</strong> — criar e manter a sua conta, calcular e guardar resultados, gerar o seu
          link de feedback e mostrar o painel (execução de contrato).
        </li>
        <li>
          <strong>Processar pagamentos do Premium</strong> e cumprir obrigações fiscais (execução de contrato e
          obrigação legal).
        </li>
        <li>
          <strong>Manter o serviço seguro</strong>, prevenir fraudes e abusos, como tentativas repetidas de login
          (legítimo interesse e obrigação legal).
        </li>
        <li>
          <strong>Medir o uso e exibir anúncios</strong> para usuários do plano gratuito, somente com o seu
          consentimento.
        </li>
        <li>
          <strong>Melhorar o produto</strong> com as respostas da pesquisa de experiência, que são opcionais
          (consentimento).
        </li>
      </ul>
    ),
  },
  {
    id: 'normas',
    title: 'Normas do Big Five: só com a sua autorização',
    body: (
      <>
        <p>
          Ao final do teste Big Five e em “Minha conta” você pode marcar “Contribuir para as normas brasileiras do{' '}
          {PRODUCT_NAME}”. Vem desmarcado: sem a sua autorização, seu resultado nunca entra nas normas, nem mesmo nas
          contagens.
        </p>
        <p>
          Com a autorização, as cinco notas do seu teste Big Five mais recente contam, sem nome nem qualquer outro dado
          seu, na amostra de referência. Um teste com todas as respostas iguais (que o resultado chama de “pouco
          informativo”) não conta, e um resultado assim não recebe percentil. Pelo menos uma vez por minuto calculamos
          quantas pessoas têm cada nota em cada fator; só essas contagens são usadas para mostrar a todos os percentis
          (“de cada 100 pessoas que fizeram o teste no {PRODUCT_NAME} e autorizaram, cerca de 72 tiveram nota menor que
          a sua”, com os empates contando pela metade). Ninguém vê o resultado de outra pessoa, e os percentis só
          aparecem <NormsMinimum />.
        </p>
        <p>
          Para que o seu próprio teste não entre na comparação que você mesmo vê, a sua autorização guarda, ligada à sua
          conta, uma cópia das cinco notas que estão contando. Essa cópia muda quando um teste novo passa a contar, é
          apagada no cálculo seguinte à retirada da autorização e sai junto com a sua conta quando você a exclui.
        </p>
        <p>
          Você pode retirar a autorização a qualquer momento em “Minha conta”; seu resultado sai das normas no próximo
          cálculo, em até um minuto. Ao excluir a conta acontece o mesmo. A sua escolha aparece na exportação dos seus
          dados (base legal: consentimento).
        </p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <>
        <p>Não vendemos dados pessoais. Compartilhamos apenas o necessário com:</p>
        <ul>
          <li>
            <strong>Mercado Pago</strong>, que processa os pagamentos do Premium e trata os dados de pagamento conforme
            a própria política de privacidade;
          </li>
          <li>
            <strong>Google</strong>, quando você escolhe entrar com a sua conta Google e, se você consentir, para
            medição de audiência (Google Analytics) e anúncios (Google AdSense);
          </li>
          <li>
            <strong>Meta</strong>, para medição de campanhas (Meta Pixel), somente com o seu consentimento;
          </li>
          <li>
            <strong>provedores de hospedagem e infraestrutura</strong>, que guardam os dados em nosso nome e seguindo
            as nossas instruções;
          </li>
          <li>
            <strong>a pessoa com quem você escolher comparar resultados</strong>, só depois que vocês dois aceitarem: seu
            nome de exibição e os resultados dos testes DISC e Big Five que você fez sobre si, nunca o seu e-mail nem os
            feedbacks que você recebeu. Qualquer um dos dois pode encerrar a comparação, e ela some para os dois;
          </li>
          <li>
            <strong>autoridades</strong>, quando houver obrigação legal ou ordem judicial.
          </li>
        </ul>
        <p>
          Alguns desses parceiros podem guardar dados fora do Brasil. Nesses casos, a transferência segue as regras da
          LGPD e as garantias oferecidas por cada empresa.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies e consentimento',
    body: (
      <>
        <p>Usamos dois tipos de cookies e de armazenamento no navegador:</p>
        <ul>
          <li>
            <strong>Essenciais</strong>, que não dependem de consentimento porque o site não funciona sem eles: o
            cookie da sua sessão (válido por até {SESSION_TTL_DAYS} dias, protegido contra acesso por scripts), um
            cookie que guarda temporariamente o resultado de um teste feito antes de criar a conta e o armazenamento
            local que preserva o progresso dos testes e o rascunho da pesquisa se a página for recarregada.
          </li>
          <li>
            <strong>De medição e de publicidade</strong> (Google Analytics, Meta Pixel e Google AdSense), que só são
            carregados <strong>depois que você concorda</strong> no aviso de cookies. Sem o seu consentimento, nenhum
            desses serviços é carregado.
          </li>
        </ul>
        <p>
          Você pode recusar ou retirar o consentimento a qualquer momento, sem perder acesso ao serviço: use o botão{' '}
          <strong>Preferências de cookies</strong>, no rodapé de todas as páginas, para mudar a sua escolha.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Como protegemos os dados',
    body: (
      <p>
        Usamos conexão criptografada (HTTPS), senhas guardadas com hash, cookies de sessão que scripts não conseguem
        ler, limites contra tentativas repetidas de acesso e acesso restrito aos dados dentro da equipe. Nenhum sistema é
        totalmente invulnerável; se acontecer um incidente de segurança que possa causar risco relevante, avisaremos
        você e a Autoridade Nacional de Proteção de Dados (ANPD), como determina a LGPD.
      </p>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <>
        <p>
          Guardamos os seus dados enquanto a sua conta existir. Quando você exclui a conta, a sessão é encerrada na hora
          e os seus dados pessoais — incluindo resultados e feedbacks recebidos — são apagados em{' '}
          <strong>até {DATA_DELETION_DAYS} dias</strong>.
        </p>
        <p>
          Ficam guardados apenas pelo prazo da lei os registros de pagamentos necessários para obrigações fiscais e
          contábeis. O resultado de um teste feito sem conta é descartado automaticamente se não for vinculado a uma
          conta em {TEMPORARY_RESULT_DAYS} dias.
        </p>
      </>
    ),
  },
  {
    id: 'seus-direitos',
    title: 'Seus direitos pela LGPD',
    body: (
      <>
        <p>A qualquer momento, você pode pedir:</p>
        <ul>
          <li>a confirmação de que tratamos os seus dados e o acesso a eles;</li>
          <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;</li>
          <li>a portabilidade dos seus dados para outro serviço;</li>
          <li>a eliminação dos dados tratados com base no seu consentimento;</li>
          <li>informações sobre com quem compartilhamos os seus dados;</li>
          <li>informações sobre a possibilidade de não dar consentimento e as consequências disso;</li>
          <li>a revogação do consentimento;</li>
          <li>a revisão de decisões tomadas unicamente com base em tratamento automatizado.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'como-exercer',
    title: 'Como exercer os seus direitos',
    body: (
      <>
        <p>
          <strong>Pelo próprio site:</strong> entre na sua conta e acesse{' '}
          <Link to="/results">Meus resultados</Link>. Lá você pode baixar uma cópia dos seus dados e excluir a sua conta,
          sem precisar falar com ninguém.
        </p>
        <p>
          <strong>Por e-mail:</strong> para qualquer outro pedido, escreva para {mail}, de preferência a partir do e-mail
          cadastrado. Podemos pedir uma confirmação de identidade para proteger a sua conta. Respondemos em{' '}
          <strong>até {PRIVACY_RESPONSE_DAYS} dias</strong>.
        </p>
        <p>
          Se não ficar satisfeito com a resposta, você também pode apresentar reclamação à Autoridade Nacional de
          Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Mudanças nesta política',
    body: (
      <p>
        Podemos atualizar esta política para refletir mudanças no serviço ou na lei. A data da última atualização fica
        sempre no topo da página e, quando a mudança for relevante, avisaremos você pelo site ou por e-mail.
      </p>
    ),
  },
  {
    id: 'contato',
    title: 'Contato e encarregado de dados',
    body: (
      <p>
        Dúvidas, pedidos ou reclamações sobre privacidade podem ser enviados ao nosso encarregado pelo tratamento de
        dados pessoais pelo e-mail {mail}. Veja também os nossos <Link to="/terms-of-service">Termos de Uso</Link>.
      </p>
    ),
  },
]

/** /privacy-policy (and /privacy, linked from the thank-you page): how personal data is handled. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      intro={
        <p>
          A sua confiança é a base do {PRODUCT_NAME}. Aqui explicamos, em linguagem simples, quais dados coletamos, por
          que coletamos, como protegemos quem dá feedback anônimo e como você pode exercer os seus direitos pela LGPD.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
