// What every lucide icon file renders with, in place of lucide's own createLucideIcon
// (weight/iconImports.ts points the icon files here). Lucide's draws through a context provider,
// class merging and attribute renaming the app never uses: 1 KB of every page's first load for the
// same <svg>. This keeps its output for the props the app passes (className, size, strokeWidth,
// colour and SVG attributes), its classes (`lucide lucide-<name>`), and its rule that an icon with
// no accessible name is hidden from assistive technology.
import { createElement, type ReactNode, type SVGProps } from 'react'

type IconNode = [tag: string, attributes: Record<string, string>][]

interface IconData {
  name: string
  size?: number
  node: IconNode
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; color?: string; children?: ReactNode }

const labelled = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  )

export default function lucideIcon({ name, size: box = 24, node }: IconData) {
  return function LucideIcon({
    size = box,
    color = 'currentColor',
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        'aria-hidden': children || labelled(rest) ? undefined : 'true',
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  }
}
