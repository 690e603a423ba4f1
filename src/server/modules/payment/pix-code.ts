/**
 * The "PIX Copia e Cola" text of the sandbox's charges: an EMV® BR Code as the Banco Central's
 * manual describes it (ID + length + value fields, CRC16-CCITT at the end), so a banking app's
 * parser would read it, though its key belongs to nobody and nothing can be paid with it.
 */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as field 63 of a BR Code requires. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

export function pixCopyPasteCode(input: { txid: string; amount: number }): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', 'sandbox@espelho.app')
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', input.amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', 'ESPELHO SANDBOX') +
    field('60', 'SAO PAULO') +
    field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304'
  return payload + crc16(payload)
}
