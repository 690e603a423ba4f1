import { PRODUCT_NAME } from '#shared/product'

export const NAV_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/disc', label: 'Metodologia DISC' },
  { to: '/ocean', label: 'Metodologia OCEAN' },
  { to: '/about', label: `Sobre o ${PRODUCT_NAME}` },
] as const
