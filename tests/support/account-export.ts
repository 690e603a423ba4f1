import type { toExportDocument } from '#server/modules/account/account.export'

/** The "Baixar meus dados" JSON as GET /api/account/export answers it, for tests that read it. */
export type ExportDocument = ReturnType<typeof toExportDocument>
