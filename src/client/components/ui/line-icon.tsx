/**
 * A Lucide icon from its data alone (decision 0050): the pages hydrated as an island draw their few
 * icons with this instead of lucide-react's components, whose shared machinery (about 2 KB gzip)
 * would otherwise be part of what they load before they can react. The same markup Lucide draws: a
 * 24×24 outline in the current colour. The rest of the app keeps lucide-react's components.
 */
import { createElement, type SVGProps } from 'react'
import { cn } from '#client/lib/cn'

type IconNode = readonly (readonly [string, Record<string, string | number>])[]

/** What `lucide-react/icons/{name}` exports as `__iconData` (declared in lucide-icon-data.d.ts). */
export interface LineIconData {
  name?: string
  node: IconNode
}

export function LineIcon({ icon, className, ...rest }: { icon: LineIconData } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('lucide', icon.name ? `lucide-${icon.name}` : null, className)}
      // Decoration, as Lucide draws it, unless the caller names it.
      aria-hidden={rest['aria-label'] === undefined ? true : undefined}
      {...rest}
    >
      {icon.node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: attributes.key ?? index }))}
    </svg>
  )
}
