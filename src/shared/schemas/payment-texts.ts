/**
 * The payment texts on their own, without the schemas beside them in ./payment.ts (which re-exports
 * them): a page that only shows a message, such as /pricing before anyone taps a plan, does not
 * download zod with it (issue 44's first-load ratchet, decision 0052).
 */
/** Every payment message of SPEC.md §8, plus the server's explanations, in one place. */
export const PAYMENT_MESSAGES = {
  authRequiredTitle: 'Autenticação necessária',
  authRequired: 'Por favor, faça login ou crie uma conta para fazer o upgrade.',
  modalLogin: 'Faça login para concluir o upgrade.',
  configTitle: 'Erro de configuração',
  configMissingUrl: 'URL de pagamento indisponível para o ambiente atual',
  processingTitle: 'Erro no processamento',
  processingFallback: 'Não foi possível iniciar o processo de pagamento.',
  networkTitle: 'Falha no processamento',
  network: 'Houve um erro ao preparar seu pagamento. Por favor, tente novamente.',
  missingPaymentId: 'ID de pagamento não identificado.',
  successException: 'Ocorreu um erro ao processar seu pagamento. Por favor, contate o suporte.',
  activationTitle: 'Erro na ativação',
  alreadyActiveTitle: 'Assinatura já ativa',
  stillPendingTitle: 'Pagamento ainda pendente',
  checkFailedTitle: 'Erro na verificação',

  invalidPaymentId: 'ID de pagamento inválido.',
  invalidPlan: 'Escolha um plano válido: mensal ou trimestral.',
  paymentNotFound: 'Pagamento não encontrado no Mercado Pago.',
  notApprovedYet: 'O pagamento ainda não foi aprovado pelo Mercado Pago. Aguarde a confirmação e tente novamente.',
  notApproved: 'Este pagamento não foi aprovado (recusado, cancelado ou estornado). Nenhum plano foi ativado.',
  wrongAmount: 'O valor ou a moeda deste pagamento não corresponde ao plano escolhido. Nenhum plano foi ativado.',
  notOurs: 'Este pagamento não corresponde a uma assinatura do Espelho.',
  alreadyApplied: 'Este pagamento já foi utilizado para ativar o Premium.',
  providerUnreachable:
    'Não foi possível falar com o Mercado Pago agora. Nada foi cobrado ou ativado; tente novamente em alguns instantes.',
  providerTimeout:
    'O Mercado Pago demorou demais para responder. Nada foi ativado; tente novamente em alguns instantes.',
  providerFailed: 'O Mercado Pago recusou a solicitação. Tente novamente em alguns instantes.',
  // PIX (decision 0047).
  pixWaiting: 'Aguardando pagamento do PIX',
  pixExpired: 'Este PIX expirou antes do pagamento. Nenhum valor foi cobrado; gere um novo código para assinar.',
  pixPaidAfterExpiry:
    'Este PIX foi pago depois do vencimento e o Mercado Pago devolveu o valor. Nenhum plano foi ativado.',
} as const
