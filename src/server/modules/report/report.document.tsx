import type { ReactNode } from 'react'
import { Document, Line, Page, Polygon, StyleSheet, Svg, Text, View } from '@react-pdf/renderer'
import { OceanNormsNote } from './report.norms'
import { discStyle } from '#shared/disc/scoring'
import { DISC_EXPLANATIONS, DISC_NAMES, DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE, type DiscScores } from '#shared/disc/types'
import type { Reliability, Verdict } from '#shared/feedback/verdict'
import { GAP_TEXTS } from '#shared/feedback/blind-spot-texts'
import {
  blindSpotsSummary,
  changeNote,
  differenceHeadline,
  meaningInVoice,
  reliabilityLabel,
  reliabilitySentence,
  surerSentence,
  verdictLabel,
  verdictRuleText,
  verdictSentence,
  VERDICT_GAP_TEXT,
} from '#shared/feedback/verdict-texts'
import { OCEAN_OTHERS_MIN_RATERS } from '#shared/ocean/others-scoring'
import { OTHERS_OCEAN_QUESTION_COUNT } from '#shared/ocean/others-questions'
import { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR, type OceanScores } from '#shared/ocean/types'
import { radarScale } from '#shared/feedback/radar-scale'
import {
  DISC_OTHERS_QUESTION_COUNT,
  DISC_SELF_QUESTION_COUNT,
  OCEAN_ITEMS_PER_FACTOR,
  OCEAN_QUESTION_COUNT,
  PRODUCT_NAME,
  RADAR_REFERENCE_RING,
  RADAR_UNLOCK_AT,
} from '#shared/product'
import type { ReportData } from './report.data'
import { REPORT_FONT } from './report.fonts'
import { formatDate } from '#shared/format'
import { roundsIndexVerdict } from '#shared/feedback/self-knowledge'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

/** The raters' Big Five statements per factor (2 of the 10). */
const OTHERS_OCEAN_PER_FACTOR = OTHERS_OCEAN_QUESTION_COUNT / OCEAN_SCORE_KEYS.length

// Black, greys and patterns only: the report must read the same printed in black and white.
const INK = '#111111'
const MUTED = '#555555'
const RULE = '#999999'
const LIGHT = '#dddddd'

const styles = StyleSheet.create({
  page: { fontFamily: REPORT_FONT, fontSize: 10, color: INK, paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48 },
  // On the content, not the page: react-pdf drops a page-number text (render prop) that inherits a lineHeight.
  body: { lineHeight: 1.4 },
  cover: { fontFamily: REPORT_FONT, color: INK, padding: 64, justifyContent: 'space-between' },
  coverBrand: { fontSize: 14, fontWeight: 700, letterSpacing: 2 },
  coverTitle: { fontSize: 30, fontWeight: 700, marginTop: 180 },
  coverName: { fontSize: 20, marginTop: 16 },
  coverDate: { fontSize: 12, color: MUTED, marginTop: 8 },
  coverList: { fontSize: 11, marginTop: 32 },
  h1: { fontSize: 16, fontWeight: 700, marginBottom: 8, marginTop: 14, borderBottomWidth: 1, borderBottomColor: INK, paddingBottom: 4 },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 10, marginBottom: 4 },
  p: { marginBottom: 6 },
  muted: { color: MUTED },
  row: { flexDirection: 'row', alignItems: 'center', marginBottom: 4 },
  barLabel: { width: 110 },
  barTrack: { flexGrow: 1, height: 8, borderWidth: 0.75, borderColor: INK },
  barValue: { width: 34, textAlign: 'right' },
  table: { borderTopWidth: 1, borderTopColor: INK, marginTop: 4 },
  tr: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 3 },
  // Every cell keeps a gutter, so neighbouring headers never run together ("Você (margem)Outros").
  cell: { paddingRight: 6 },
  th: { fontWeight: 700 },
  footerLeft: { position: 'absolute', bottom: 24, left: 48, fontSize: 8, color: MUTED },
  // Full width (its text is only known at render time, after layout), right-aligned.
  footerRight: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8, color: MUTED, textAlign: 'right' },
})

/** The footer's page number: "Página 2 de 4". */
export const pageLabel = (page: number, total: number) => `Página ${page} de ${total}`


function Bar({ label, value, secondary }: { label: string; value: number; secondary?: boolean }) {
  return (
    <View style={styles.row}>
      <Text style={styles.barLabel}>{label}</Text>
      <View style={styles.barTrack}>
        <View style={{ width: `${value}%`, height: '100%', backgroundColor: secondary ? LIGHT : INK }} />
      </View>
      <Text style={styles.barValue}>{value}</Text>
    </View>
  )
}

function Table({ widths, head, rows, flow = false }: { widths: number[]; head: string[]; rows: string[][]; flow?: boolean }) {
  return (
    // Short tables (at most 12 rows) move to the next page whole: a header never stays behind alone.
    // A `flow` table may break between rows (never inside one), its header kept with the first rows.
    <View style={styles.table} wrap={flow}>
      <View style={styles.tr} minPresenceAhead={flow ? 60 : undefined}>
        {head.map((cell, i) => (
          <Text key={cell} style={[styles.th, styles.cell, { width: `${widths[i]}%` }]}>
            {cell}
          </Text>
        ))}
      </View>
      {rows.map((row, r) => (
        <View key={r} style={styles.tr} wrap={false}>
          {row.map((cell, i) => (
            <Text key={i} style={[styles.cell, { width: `${widths[i]}%` }]}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

const RADAR_SIZE = 200
const RADAR_R = 80

/** The four DISC axes (D up, I right, S down, C left): self as a solid line, others dashed. */
function DiscRadar({ self, others }: { self: DiscScores; others: DiscScores }) {
  const c = RADAR_SIZE / 2
  // The site's scale (radarScale), so the two charts look the same.
  const { max, ticks } = radarScale(DISC_SCORE_KEYS.flatMap((key) => [self[key], others[key]]))
  const points = (scores: DiscScores) => {
    const r = (v: number) => (RADAR_R * Math.min(v, max)) / max
    return `${c},${c - r(scores.dominance)} ${c + r(scores.influence)},${c} ${c},${c + r(scores.steadiness)} ${c - r(scores.compliance)},${c}`
  }
  const ring = (v: number) => points({ dominance: v, influence: v, steadiness: v, compliance: v })
  const axis = { fontSize: 8, textAlign: 'center' as const }
  return (
    <View style={{ alignItems: 'center', marginVertical: 6 }}>
      <Text style={axis}>Dominância</Text>
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        <Text style={[axis, { width: 70, textAlign: 'right' }]}>Conformidade</Text>
        <Svg width={RADAR_SIZE} height={RADAR_SIZE} viewBox={`0 0 ${RADAR_SIZE} ${RADAR_SIZE}`}>
          {ticks.slice(1).map((v) => (
            <Polygon key={v} points={ring(v)} stroke={RULE} strokeWidth={0.5} fill="none" />
          ))}
          <Polygon points={ring(RADAR_REFERENCE_RING)} stroke={MUTED} strokeWidth={0.75} strokeDasharray="1,2" fill="none" />
          <Line x1={c} y1={c - RADAR_R} x2={c} y2={c + RADAR_R} stroke={RULE} strokeWidth={0.5} />
          <Line x1={c - RADAR_R} y1={c} x2={c + RADAR_R} y2={c} stroke={RULE} strokeWidth={0.5} />
          <Polygon points={points(others)} stroke={INK} strokeWidth={1.5} strokeDasharray="4,3" fill="none" />
          <Polygon points={points(self)} stroke={INK} strokeWidth={2} fill="none" />
        </Svg>
        <Text style={[axis, { width: 70, textAlign: 'left' }]}>Influência</Text>
      </View>
      <Text style={axis}>Estabilidade</Text>
      <Text style={[axis, { color: MUTED, marginTop: 4 }]}>
        Linha contínua: você · Linha tracejada: média de quem respondeu · Anéis a cada {ticks[1]}%, até {max}%; pontilhado: 25%
      </Text>
    </View>
  )
}

/** "40 (± 28)": a self score with its margin. */
const selfCell = (v: Verdict) => `${v.self} (± ${v.selfMargin})`
/** "22 (15–30)": the raters' average with its interval. */
const othersCell = (v: Verdict) => `${v.others} (${v.othersLow}–${v.othersHigh})`

interface NoteRow {
  name: string
  verdict: Verdict
  /** What the difference can mean (DISC, Premium: the report is Premium-only), as on the site. */
  texts?: { meaning: string; explanation: string; tryThis: string }
}

/**
 * Under a comparison table: each flagged row in the site's words and voice — the headline (a fact
 * only when clear), the verdict, what would settle it and, for DISC, what it can mean and one thing
 * to try (the site's "Ver o que pode significar"). Why verdicts can still change is said once per
 * comparison (changeNote), as on the site, never as a second forecast on a card (issue 46).
 */
function VerdictNotes({ rows }: { rows: NoteRow[] }) {
  const flagged = rows.filter((row) => row.verdict.status !== 'none')
  if (flagged.length === 0) return null
  return (
    <View style={{ marginTop: 6 }}>
      {flagged.map(({ name, verdict, texts }) => (
        <View key={name} style={{ marginBottom: 4 }}>
          <Text style={[styles.p, { fontWeight: 700, marginBottom: 2 }]} minPresenceAhead={40}>
            {name}: {verdictLabel(verdict)}. {differenceHeadline(verdict, name)}.
          </Text>
          <Text style={styles.p}>
            {[verdictSentence(verdict), surerSentence(verdict)].filter(Boolean).join(' ')}
          </Text>
          {texts ? (
            <Text style={styles.p}>
              {meaningInVoice(verdict, texts.meaning)} {texts.explanation} {texts.tryThis}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
}

function ReliabilityNote({ reliability }: { reliability: Reliability | null }) {
  if (!reliability) return null
  return (
    <Text style={styles.p}>
      {reliabilityLabel(reliability)}. {reliabilitySentence(reliability)}
    </Text>
  )
}

const discName = (key: (typeof DISC_SCORE_KEYS)[number]) => DISC_NAMES[SCORE_KEY_TO_TYPE[key]]
const oceanName = (key: (typeof OCEAN_SCORE_KEYS)[number]) => OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]]
const missingText = (have: number, need: number, what: string) => {
  const missing = need - have
  return `${have === 0 ? 'Ninguém respondeu ainda' : `${have} ${have === 1 ? 'pessoa respondeu' : 'pessoas responderam'}`}. ${what} aparece a partir de ${need} respostas (falta${missing === 1 ? '' : 'm'} ${missing}), para que ninguém possa ser identificado.`
}

function DiscSection({ data }: { data: ReportData }) {
  if (!data.discSelf) {
    return <Text style={styles.p}>Você ainda não fez o teste DISC. Faça o teste para ver seu perfil neste relatório.</Text>
  }
  const style = discStyle(data.discSelf)
  return (
    <View>
      <Text style={styles.p}>
        Seu {style.kind.toLocaleLowerCase('pt-BR')}: {style.name} ({style.nicknames}).
      </Text>
      {style.combined ? (
        <Text style={[styles.p, styles.muted]}>
          Você escolheu {style.name} na mesma quantidade: nenhum desses estilos se sobressai aos outros.
        </Text>
      ) : (
        <Text style={[styles.p, styles.muted]}>{DISC_EXPLANATIONS[style.types[0] ?? 'D']}</Text>
      )}
      {DISC_SCORE_KEYS.map((key) => (
        <Bar key={key} label={discName(key)} value={data.discSelf![key]} />
      ))}
    </View>
  )
}

function Disc360Section({ data }: { data: ReportData }) {
  if (!data.discOthers || !data.discSelf) {
    return <Text style={styles.p}>{missingText(data.feedbackCount, RADAR_UNLOCK_AT, 'O DISC 360°')}</Text>
  }
  return (
    <View>
      <Text style={styles.p}>
        {data.feedbackCount} pessoas responderam{data.rounds.length > 1 ? ` na rodada atual (rodada ${data.rounds.at(-1)?.number})` : ''}.{' '}
        {VERDICT_GAP_TEXT}
      </Text>
      {data.discComparison.length > 0 ? <Text style={[styles.p, { fontWeight: 700 }]}>{blindSpotsSummary(data.discComparison)}</Text> : null}
      {changeNote(data.discComparison) ? <Text style={styles.p}>{changeNote(data.discComparison)}</Text> : null}
      {/* The table first, then the flowing note, then the radar (kept whole): the page before a
          radar that does not fit is filled with text instead of left half empty (issue 46). */}
      <Table
        flow
        widths={[20, 15, 17, 13, 35]}
        head={['Dimensão', 'Você (margem)', 'Outros (faixa)', 'Diferença', 'Leitura']}
        rows={data.discComparison.map((entry) => [
          discName(entry.dimension),
          selfCell(entry),
          othersCell(entry),
          String(entry.gap),
          verdictLabel(entry),
        ])}
      />
      <View style={{ marginTop: 6 }}>
        <ReliabilityNote reliability={data.discReliability} />
      </View>
      <View wrap={false}>
        <DiscRadar self={data.discSelf} others={data.discOthers} />
      </View>
      <VerdictNotes
        rows={data.discComparison.map((entry) => ({ name: discName(entry.dimension), verdict: entry, texts: GAP_TEXTS[entry.dimension][entry.direction] }))}
      />
    </View>
  )
}

function CharacteristicsSection({ data }: { data: ReportData }) {
  if (data.feedbackCount < RADAR_UNLOCK_AT) {
    return <Text style={styles.p}>{missingText(data.feedbackCount, RADAR_UNLOCK_AT, 'A lista de características')}</Text>
  }
  if (data.characteristics.length === 0) return <Text style={styles.p}>Nenhuma característica foi citada ainda.</Text>
  return (
    <Table
      widths={[60, 20, 20]}
      head={['Característica', 'Citações', '% dos feedbacks']}
      rows={data.characteristics.map((c) => [c.text, String(c.count), `${c.percentage}%`])}
    />
  )
}

/** What the raters said about the Big Five, as bars (grey: others). */
function OceanOthersBars({ others }: { others: OceanScores }) {
  return (
    <View>
      {OCEAN_SCORE_KEYS.map((key) => (
        <Bar key={key} label={oceanName(key)} value={others[key]} secondary />
      ))}
    </View>
  )
}

function OceanSection({ data }: { data: ReportData }) {
  if (!data.oceanSelf) {
    if (!data.oceanOthers) {
      return <Text style={styles.p}>Você ainda não fez o teste Big Five. Faça o teste para ver seus cinco fatores neste relatório.</Text>
    }
    return (
      <View>
        <Text style={styles.p}>
          {data.oceanRaters} pessoas responderam às {OTHERS_OCEAN_QUESTION_COUNT} afirmações sobre a sua personalidade. Assim elas te veem (de 0 a 100):
        </Text>
        <OceanOthersBars others={data.oceanOthers} />
        <ReliabilityNote reliability={data.oceanReliability} />
        <Text style={styles.p}>
          Você ainda não fez o teste Big Five: faça o teste no {PRODUCT_NAME} ({OCEAN_QUESTION_COUNT} afirmações, {aboutMinutes(OCEAN_MINUTES)}) para comparar
          como você se vê com como os outros te veem.
        </Text>
      </View>
    )
  }
  const self: OceanScores = data.oceanSelf
  return (
    <View>
      {OCEAN_SCORE_KEYS.map((key) => (
        <Bar key={key} label={oceanName(key)} value={self[key]} />
      ))}
      <OceanNormsNote norms={data.oceanNorms} />
      <Text style={styles.h2} minPresenceAhead={100}>
        Big Five 360°: como os outros te veem
      </Text>
      {data.oceanComparison.length === 0 ? (
        <Text style={styles.p}>{missingText(data.oceanRaters, OCEAN_OTHERS_MIN_RATERS, 'A comparação do Big Five')}</Text>
      ) : (
        <View>
          <Text style={styles.p}>
            {data.oceanRaters} pessoas responderam às {OTHERS_OCEAN_QUESTION_COUNT} afirmações sobre a sua personalidade. {VERDICT_GAP_TEXT}
            {changeNote(data.oceanComparison) ? ` ${changeNote(data.oceanComparison)}` : ''}
          </Text>
          <ReliabilityNote reliability={data.oceanReliability} />
          <Table
            widths={[22, 15, 17, 12, 34]}
            head={['Fator', 'Você (margem)', 'Outros (faixa)', 'Diferença', 'Leitura']}
            rows={data.oceanComparison.map((entry) => [oceanName(entry.key), selfCell(entry), othersCell(entry), String(entry.gap), verdictLabel(entry)])}
          />
          <VerdictNotes rows={data.oceanComparison.map((entry) => ({ name: oceanName(entry.key), verdict: entry }))} />
        </View>
      )}
    </View>
  )
}

function EvolutionSection({ data }: { data: ReportData }) {
  return (
    <View>
      {data.discHistory.length > 1 ? (
        <View wrap={false}>
          <Text style={styles.h2}>DISC</Text>
          <Table
            widths={[24, 19, 19, 19, 19]}
            head={['Data', 'Dominância', 'Influência', 'Estabilidade', 'Conformidade']}
            rows={data.discHistory.slice(0, 12).map((e) => [formatDate(e.createdAt, 'short'), String(e.dominance), String(e.influence), String(e.steadiness), String(e.compliance)])}
          />
        </View>
      ) : null}
      {data.oceanHistory.length > 1 ? (
        <View wrap={false}>
          <Text style={styles.h2}>Big Five</Text>
          <Table
            widths={[20, 16, 16, 16, 16, 16]}
            head={['Data', 'Abertura', 'Conscienc.', 'Extroversão', 'Amabilidade', 'Neuroticismo']}
            rows={data.oceanHistory.slice(0, 12).map((e) => [
              formatDate(e.createdAt, 'short'),
              String(e.openness),
              String(e.conscientiousness),
              String(e.extraversion),
              String(e.agreeableness),
              String(e.neuroticism),
            ])}
          />
        </View>
      ) : null}
    </View>
  )
}

/** At most this many rounds side by side (the newest): the table keeps its columns readable on A4. */
const ROUNDS_SHOWN = 4

const signed = (gap: number) => (gap > 0 ? `+${gap}` : gap < 0 ? `−${Math.abs(gap)}` : '0')

/** The feedback rounds side by side (decision 0046): the results page's comparison, on paper. */
function RoundsSection({ data, heading }: { data: ReportData; heading?: ReactNode }) {
  const rounds = data.rounds.slice(-ROUNDS_SHOWN)
  const width = 76 / rounds.length
  const widths = [24, ...rounds.map(() => width)]
  const cell = (value: string | null) => value ?? '—'
  const verdict = roundsIndexVerdict(rounds.map((round) => round.comparison.selfKnowledge))
  return (
    // Whole on one page, with the section's title when it opens the section (a title never stays behind alone).
    <View wrap={false}>
      {heading}
      <Text style={styles.h2}>Rodadas de feedback</Text>
      <Table
        widths={widths}
        head={['', ...rounds.map((round) => `Rodada ${round.number}`)]}
        rows={[
          [
            'Período',
            ...rounds.map((round) =>
              round.closedAt ? `${formatDate(round.openedAt, 'short')} a ${formatDate(round.closedAt, 'short')}` : `desde ${formatDate(round.openedAt, 'short')}`,
            ),
          ],
          ['Respostas', ...rounds.map((round) => String(round.comparison.releasedCount))],
          ...DISC_SCORE_KEYS.map((key) => [
            DISC_NAMES[SCORE_KEY_TO_TYPE[key]],
            ...rounds.map(({ comparison }) =>
              cell(comparison.others ? `${comparison.others[key]}%${comparison.gaps ? ` (${signed(comparison.gaps[key])})` : ''}` : null),
            ),
          ]),
          [
            'Autoconhecimento',
            ...rounds.map(({ comparison }) => cell(comparison.selfKnowledge ? `${comparison.selfKnowledge.value} (± ${comparison.selfKnowledge.margin})` : null)),
          ],
        ]}
      />
      {verdict ? <Text style={[styles.p, { marginTop: 6 }]}>{verdict}</Text> : null}
      <Text style={[styles.p, styles.muted, { marginTop: verdict ? 0 : 6 }]}>
        Porcentagens: como os outros te veem em cada rodada; entre parênteses, em pontos, quanto veem a mais (+) ou a menos (−) do
        que o seu próprio teste daquela época. O índice de autoconhecimento vai de 0 a 100 (100: os outros te veem exatamente como você
        se vê), com a margem de erro de 95%, e só aparece quando as rodadas comparadas têm pelo menos 3 respostas cada.
      </Text>
    </View>
  )
}

const hasHistory = (data: ReportData) => data.discHistory.length > 1 || data.oceanHistory.length > 1 || data.rounds.length > 1

/** The Premium report (issue 17): A4, text, one embedded typeface, black and white friendly. */
export function ReportDocument({ data }: { data: ReportData }) {
  const date = formatDate(data.generatedAt)
  const sections = [
    'Seu perfil DISC',
    'DISC 360°: pontos cegos',
    'Características mais reconhecidas',
    'Big Five: você e os outros',
    ...(hasHistory(data) ? ['Sua evolução'] : []),
    'Metodologia e anonimato',
  ]
  let n = 0
  const title = (text: string) => {
    n += 1
    return `${n}. ${text}`
  }
  return (
    <Document title={`Relatório ${PRODUCT_NAME} de ${data.username}`} author={PRODUCT_NAME} language="pt-BR" creator={PRODUCT_NAME} producer={PRODUCT_NAME}>
      <Page size="A4" style={styles.cover}>
        <View>
          <Text style={styles.coverBrand}>{PRODUCT_NAME.toUpperCase()}</Text>
          <Text style={styles.coverTitle}>Relatório de autoconhecimento</Text>
          <Text style={styles.coverName}>{data.username}</Text>
          <Text style={styles.coverDate}>Gerado em {date}</Text>
          <View style={styles.coverList}>
            {sections.map((section, i) => (
              <Text key={section}>
                {i + 1}. {section}
              </Text>
            ))}
          </View>
        </View>
        <Text style={[styles.muted, { fontSize: 9 }]}>
          Documento pessoal. Os feedbacks são anônimos: nada neste relatório identifica quem respondeu.
        </Text>
      </Page>
      <Page size="A4" style={styles.page}>
        <Text style={styles.footerLeft} fixed>
          {PRODUCT_NAME} · {data.username} · {date}
        </Text>
        {/* Counted over the whole document, the cover included (issue 17). */}
        <Text style={styles.footerRight} fixed render={({ pageNumber, totalPages }) => pageLabel(pageNumber, totalPages)} />
        <View style={styles.body}>
          <Text style={styles.h1}>{title(sections[0]!)}</Text>
          <DiscSection data={data} />
          <Text style={styles.h1} minPresenceAhead={120}>
            {title(sections[1]!)}
          </Text>
          <Disc360Section data={data} />
          <Text style={styles.h1} minPresenceAhead={80}>
            {title(sections[2]!)}
          </Text>
          <CharacteristicsSection data={data} />
          <Text style={styles.h1} minPresenceAhead={120}>
            {title(sections[3]!)}
          </Text>
          <OceanSection data={data} />
          {hasHistory(data) ? (
            <View>
              {data.rounds.length > 1 ? (
                <RoundsSection data={data} heading={<Text style={styles.h1}>{title('Sua evolução')}</Text>} />
              ) : (
                <Text style={styles.h1} minPresenceAhead={120}>
                  {title('Sua evolução')}
                </Text>
              )}
              <EvolutionSection data={data} />
            </View>
          ) : null}
          <View>
            <Text style={styles.h1} minPresenceAhead={120}>
              {title('Metodologia e anonimato')}
            </Text>
            <Text style={styles.p}>
              DISC: seu perfil vem do teste de {DISC_SELF_QUESTION_COUNT} perguntas (ou do formulário paralelo de{' '}
              {DISC_OTHERS_QUESTION_COUNT}, quando você o fez); quem dá feedback responde {DISC_OTHERS_QUESTION_COUNT} perguntas
              sobre você. As pontuações são porcentagens de respostas de cada tipo. Big Five: {OCEAN_QUESTION_COUNT} afirmações (
              {OCEAN_ITEMS_PER_FACTOR} por fator) numa escala de 1 a 5; quem dá feedback pode responder{' '}
              {OTHERS_OCEAN_QUESTION_COUNT} afirmações ({OTHERS_OCEAN_PER_FACTOR} por fator). Em ambos, o fator vale 25 × (média −
              1), de 0 a 100, com as afirmações invertidas contadas como 6 − resposta.
            </Text>
            <Text style={styles.p}>
              {verdictRuleText()} No Big Five, a margem do seu teste vem das {OCEAN_ITEMS_PER_FACTOR} afirmações por fator. São testes curtos: use os
              resultados como ponto de partida para conversas, não como diagnóstico.
            </Text>
            <Text style={styles.p}>
              Anonimato: médias, comparações e características aparecem só a partir de {RADAR_UNLOCK_AT} respostas; nada identifica
              quem respondeu (não guardamos conta, endereço, navegador nem horário de quem dá feedback).
            </Text>
          </View>
        </View>
      </Page>
    </Document>
  )
}
