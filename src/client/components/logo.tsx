import { PRODUCT_NAME } from '#shared/product'

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#logo-gradient)" />
        <ellipse cx="32" cy="32" rx="15" ry="20" fill="none" stroke="#fff" strokeWidth="5" />
      </svg>
      <span className="text-xl">{PRODUCT_NAME}</span>
    </span>
  )
}
