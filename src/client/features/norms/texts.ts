/** The words of the norms consent (issue 48), the same wherever it is asked. */
export const NORMS_CONSENT_LABEL = 'Contribuir para as normas brasileiras do Espelho'

export const NORMS_CONSENT_HINT =
  'Seu resultado Big Five mais recente passa a contar, sem seu nome, na amostra que dá os percentis a todos. ' +
  'Guardamos só as cinco notas do teste; você pode desistir quando quiser e sai da amostra em até um minuto.'

export const NORMS_CONSENT_SAVED = 'Sua escolha foi salva.'
