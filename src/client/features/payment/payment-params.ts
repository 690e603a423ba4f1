/**
 * The payment id Mercado Pago appends to the return address (payment_id, or collection_id in
 * older flows). It sends the text "null" when there is none; only digits count as an id.
 */
export function paymentIdFrom(params: URLSearchParams): string | null {
  for (const key of ['payment_id', 'collection_id']) {
    const value = params.get(key)?.trim()
    if (value && /^\d{1,20}$/.test(value)) return value
  }
  return null
}
