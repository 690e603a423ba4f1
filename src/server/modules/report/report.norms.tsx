import { StyleSheet, Text, View } from '@react-pdf/renderer'
import { NORMS_CAVEAT, NORMS_READING, formatCount, normSampleText, normsNeededText, percentileText, type NormsView } from '#shared/ocean/norms'
import { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR } from '#shared/ocean/types'

const styles = StyleSheet.create({
  box: { marginTop: 4, marginBottom: 8, padding: 6, borderWidth: 1, borderColor: '#ddd6fe', borderRadius: 4 },
  title: { fontWeight: 700, marginBottom: 2 },
  row: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 1 },
  note: { fontSize: 8, color: '#475569', marginTop: 3 },
})

/**
 * The Big Five percentiles among Espelho's consenting people in the PDF (issue 48): each factor with
 * its 95% interval and the sample, or how many people the norms still need.
 */
export function OceanNormsNote({ norms }: { norms: NormsView | null }) {
  if (!norms) return null
  if (!norms.percentiles) {
    return (
      <View style={styles.box} wrap={false}>
        <Text style={styles.title}>Comparação com outras pessoas: em breve</Text>
        <Text>
          Os percentis aparecem quando {formatCount(norms.normMinSample)} pessoas que fizeram o teste no Espelho autorizarem que seus
          resultados contem: hoje são {formatCount(norms.normSample)}, {normsNeededText(norms.normSample, norms.normMinSample)}.
        </Text>
      </View>
    )
  }
  const { percentiles, percentileIntervals } = norms
  return (
    <View style={styles.box} wrap={false}>
      <Text style={styles.title}>Comparado com outras pessoas: percentis {normSampleText(norms.normSample)}</Text>
      {OCEAN_SCORE_KEYS.map((key) => (
        <View key={key} style={styles.row}>
          <Text>{OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]]}</Text>
          <Text>{percentileText(percentiles[key], percentileIntervals?.[key])}</Text>
        </View>
      ))}
      <Text style={styles.note}>
        {NORMS_READING} {NORMS_CAVEAT}
      </Text>
    </View>
  )
}
