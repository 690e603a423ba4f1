import { Link } from 'react-router'
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  MINIMUM_AGE,
  PLANS,
  PRIVACY_CONTACT_EMAIL,
  PRODUCT_NAME,
} from '#shared/product'
import { formatPlanPrice } from '#shared/format'
import { LegalDocument, type LegalSection } from '#client/features/content/components/legal-document'

const mail = <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>

const SECTIONS: LegalSection[] = [
  {
    id: 'aceitacao',
    title: 'Aceitação dos termos',
    body: (
      <p>
        Ao usar o {PRODUCT_NAME} — com ou sem conta, inclusive para responder a um pedido de feedback — você concorda
        com estes Termos de Uso e com a nossa <Link to="/privacy-policy">Política de Privacidade</Link>. Se não
        concordar, não utilize o serviço.
      </p>
    ),
  },
  {
    id: 'quem-pode-usar',
    title: 'Quem pode usar',
    body: (
      <p>
        O {PRODUCT_NAME} é destinado a pessoas com <strong>{MINIMUM_AGE} anos ou mais</strong>. Ao criar uma conta ou
        responder a um feedback, você declara ter pelo menos {MINIMUM_AGE} anos. Contas de menores de idade serão
        excluídas assim que identificadas.
      </p>
    ),
  },
  {
    id: 'o-servico',
    title: 'O que o serviço oferece',
    body: (
      <>
        <p>
          O {PRODUCT_NAME} oferece o teste DISC, o teste Big Five (OCEAN), um link pessoal para receber feedback 360°
          anônimo e um painel que compara a sua visão com a de outras pessoas.
        </p>
        <p>
          Os resultados são ferramentas de <strong>autoconhecimento e reflexão</strong>. Eles não são diagnóstico
          psicológico ou médico, não avaliam capacidade ou caráter e não substituem o acompanhamento de um profissional
          de saúde. Decisões importantes — de carreira, contratação ou tratamento — não devem se basear apenas neles.
        </p>
      </>
    ),
  },
  {
    id: 'sua-conta',
    title: 'Sua conta',
    body: (
      <ul>
        <li>Cada e-mail pode ter apenas uma conta, e as informações cadastradas devem ser verdadeiras.</li>
        <li>
          Você é responsável por manter a sua senha em segredo e por tudo o que acontecer na sua conta. Se suspeitar de
          uso indevido, troque a senha e nos avise pelo e-mail {mail}.
        </li>
        <li>
          Você pode excluir a sua conta quando quiser, na página <Link to="/results">Meus resultados</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'feedback',
    title: 'Feedback 360° e regras de convivência',
    body: (
      <>
        <p>
          O seu link de feedback é pessoal. Compartilhe-o apenas com pessoas que convivem com você e que você gostaria
          de ouvir. Quem responde permanece anônimo, e você concorda em não tentar descobrir a identidade de quem
          respondeu.
        </p>
        <p>Ao escrever pontos fortes e de melhoria (até {FEEDBACK_TEXT_MAX_LENGTH} caracteres cada), é proibido:</p>
        <ul>
          <li>ofender, ameaçar, humilhar ou assediar a pessoa avaliada;</li>
          <li>publicar conteúdo discriminatório, de ódio ou de cunho sexual;</li>
          <li>expor dados pessoais, segredos ou informações íntimas de qualquer pessoa;</li>
          <li>enviar propaganda, links maliciosos ou respostas automatizadas.</li>
        </ul>
        <p>
          Podemos remover conteúdos que desrespeitem estas regras e suspender o uso do serviço por quem as violar.
        </p>
      </>
    ),
  },
  {
    id: 'plano-gratuito',
    title: 'Plano gratuito e anúncios',
    body: (
      <p>
        O plano gratuito inclui o teste DISC básico, a coleta básica de feedback 360° e o painel simples de resultados.
        Para mantê-lo gratuito, exibimos anúncios identificados como “publicidade”. Anúncios e cookies de publicidade
        dependem do seu consentimento, como explica a Política de Privacidade.
      </p>
    ),
  },
  {
    id: 'premium',
    title: 'Plano Premium e pagamentos',
    body: (
      <>
        <p>
          O Premium custa {formatPlanPrice(PLANS.monthly.price)} por mês ou {formatPlanPrice(PLANS.quarterly.price)} por trimestre e inclui o
          DISC completo, a coleta ilimitada de feedback 360°, o painel avançado, o filtro de feedbacks por tipo de
          relação, a análise de pontos cegos e a navegação sem anúncios. Os preços atualizados ficam sempre na página{' '}
          <Link to="/pricing">Planos</Link>.
        </p>
        <ul>
          <li>
            O pagamento é antecipado e processado pelo <strong>Mercado Pago</strong>. Não guardamos os dados do seu
            cartão.
          </li>
          <li>
            <strong>Não há renovação automática</strong> nem fidelidade: o Premium vale pelo período pago e termina
            sozinho. Se quiser continuar, basta contratar um novo período; se assinar antes do fim, o novo período é
            somado ao atual.
          </li>
          <li>
            Você pode deixar de usar o Premium a qualquer momento, sem multa; os benefícios continuam até o fim do
            período já pago.
          </li>
          <li>
            Pelo direito de arrependimento do Código de Defesa do Consumidor (art. 49), você pode desistir da compra em
            até 7 dias após o pagamento e receber o valor integral de volta. Para isso, escreva para {mail} informando o
            e-mail da conta.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'propriedade',
    title: 'Propriedade intelectual',
    body: (
      <p>
        Os textos, questionários, interpretações, a marca e o visual do {PRODUCT_NAME} são protegidos por lei e não
        podem ser copiados ou usados comercialmente sem autorização. Os resultados e os feedbacks sobre você são seus:
        você pode baixá-los e compartilhá-los como quiser.
      </p>
    ),
  },
  {
    id: 'responsabilidade',
    title: 'Limites de responsabilidade',
    body: (
      <p>
        Trabalhamos para manter o serviço disponível e os dados seguros, mas podem ocorrer interrupções para manutenção
        ou por falhas fora do nosso controle. O conteúdo dos feedbacks é escrito por quem responde, e não pelo{' '}
        {PRODUCT_NAME}. Nada nestes termos limita os direitos que a lei garante a você como consumidor.
      </p>
    ),
  },
  {
    id: 'encerramento',
    title: 'Suspensão e encerramento',
    body: (
      <p>
        Podemos suspender ou encerrar contas que violem estes termos, tentem prejudicar o serviço ou outras pessoas, ou
        façam uso fraudulento de pagamentos.
      </p>
    ),
  },
  {
    id: 'mudancas',
    title: 'Mudanças nos termos',
    body: (
      <p>
        Podemos atualizar estes termos. A data da última atualização fica no topo da página e, em mudanças relevantes,
        avisaremos você com antecedência pelo site ou por e-mail. Continuar usando o serviço depois da mudança significa
        concordar com a nova versão.
      </p>
    ),
  },
  {
    id: 'lei-e-contato',
    title: 'Lei aplicável e contato',
    body: (
      <p>
        Estes termos seguem as leis da República Federativa do Brasil. Eventuais conflitos podem ser resolvidos no foro
        do seu domicílio, como garante o Código de Defesa do Consumidor. Dúvidas sobre os termos ou sobre os seus dados:{' '}
        {mail}.
      </p>
    ),
  },
]

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Termos de Uso"
      intro={
        <p>
          Estas são as regras para usar o {PRODUCT_NAME}. Escrevemos de forma direta para que você saiba exatamente o
          que esperar de nós e o que esperamos de você.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
