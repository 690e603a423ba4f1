/** "1 resultado DISC guardado", "2 resultados DISC guardados", "1 resultado DISC e 1 resultado Big Five guardados". */
export function savedResultsText(disc: number, ocean: number): string {
  const parts = [
    disc > 0 ? `${disc} ${disc === 1 ? 'resultado DISC' : 'resultados DISC'}` : null,
    ocean > 0 ? `${ocean} ${ocean === 1 ? 'resultado Big Five' : 'resultados Big Five'}` : null,
  ].filter(Boolean)
  return `${parts.join(' e ')} ${disc + ocean === 1 ? 'guardado' : 'guardados'}`
}
