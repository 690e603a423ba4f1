const EXAMPLES = [
  { self: 'Você se vê como uma pessoa objetiva.', others: 'Os outros sentem a sua franqueza como dureza.' },
  { self: 'Você se acha uma pessoa tímida.', others: 'Os outros percebem você como alguém acolhedor.' },
  { self: 'Você evita conflitos para manter a paz.', others: 'Os outros sentem falta da sua opinião.' },
] as const

/** Self view and others' view as two overlapping circles; the blind spot is what only others see. */
function BlindSpotDiagram() {
  return (
    <svg viewBox="25 5 310 220" className="h-auto w-full max-w-md" aria-hidden="true">
      <circle cx="135" cy="115" r="100" fill="#7c3aed" fillOpacity="0.18" stroke="#6d28d9" strokeWidth="2" />
      <circle cx="225" cy="115" r="100" fill="#db2777" fillOpacity="0.18" stroke="#be185d" strokeWidth="2" />
      <text x="85" y="109" textAnchor="middle" className="fill-violet-900 text-[17px] font-bold">Só você</text>
      <text x="85" y="131" textAnchor="middle" className="fill-violet-900 text-[17px] font-bold">vê</text>
      <text x="180" y="109" textAnchor="middle" className="fill-slate-900 text-[17px] font-bold">Todos</text>
      <text x="180" y="131" textAnchor="middle" className="fill-slate-900 text-[17px] font-bold">veem</text>
      <text x="277" y="109" textAnchor="middle" className="fill-pink-900 text-[17px] font-bold">Pontos</text>
      <text x="277" y="131" textAnchor="middle" className="fill-pink-900 text-[17px] font-bold">cegos</text>
    </svg>
  )
}

export function BlindSpotSection() {
  return (
    <section aria-labelledby="pontos-cegos" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold uppercase tracking-wider text-violet-700">Pontos cegos</p>
          <h2 id="pontos-cegos" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Os outros enxergam o que você não vê
          </h2>
          <p className="text-lg leading-relaxed text-slate-700">
            Nós nos avaliamos pelas nossas intenções; as pessoas ao redor nos conhecem pelas nossas atitudes. Nessa
            diferença moram os pontos cegos: comportamentos que todos percebem, menos você.
          </p>
          <p className="text-lg leading-relaxed text-slate-700">
            Comparando o seu teste com as respostas anônimas de quem convive com você, o Espelho mostra onde as duas
            visões se encontram — e onde se afastam.
          </p>
          <div className="mt-2">
            <h3 className="font-bold text-slate-900">Exemplos comuns</h3>
            <ul className="mt-3 flex flex-col gap-3">
              {EXAMPLES.map((example) => (
                <li key={example.self} className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700">
                  {example.self} <strong className="font-semibold text-pink-800">{example.others}</strong>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <figure className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-br from-violet-50 to-pink-50 p-6 sm:p-10">
          <BlindSpotDiagram />
          <figcaption className="max-w-sm text-center text-slate-700">
            O feedback 360° ilumina a parte que só os outros enxergam: a sua área de pontos cegos.
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
