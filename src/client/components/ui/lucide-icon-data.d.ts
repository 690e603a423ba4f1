// An icon's data from lucide-react's own module for it, imported as a module instance of its own
// (`lucide-react/dist/esm/icons/{name}.mjs?line-icon`): the pages hydrated as an island draw it with
// LineIcon (line-icon.tsx), and nothing of that instance creates Lucide's component (decision 0050).
declare module '*.mjs?line-icon' {
  import type { LineIconData } from '#client/components/ui/line-icon'

  export const __iconData: LineIconData
}
