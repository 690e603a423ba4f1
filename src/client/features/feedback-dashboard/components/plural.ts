/** '1 feedback' / '2 feedbacks'. */
export function feedbacks(count: number): string {
  return `${count} ${count === 1 ? 'feedback' : 'feedbacks'}`
}

/** 'Falta 1 feedback' / 'Faltam 2 feedbacks'. */
export function missing(count: number): string {
  return `${count === 1 ? 'Falta' : 'Faltam'} ${feedbacks(count)}`
}
