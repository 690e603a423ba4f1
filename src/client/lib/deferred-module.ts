/**
 * A module the browser needs only after a page has hydrated: the shared zod schemas that check
 * what this browser stored (a test's or a giver's progress, a result), which would otherwise be a
 * fifth of a page's first-load JavaScript (decision 0052). The build gives it its own chunk; it is
 * asked for on the first `load()`, once, and `current` holds it from then on.
 */
export interface DeferredModule<M> {
  load: () => Promise<M>
  readonly current: M | undefined
}

export function deferModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let promise: Promise<M> | undefined
  const module: { load: () => Promise<M>; current: M | undefined } = {
    current: undefined,
    load: () => {
      promise ??= importer().then(
        (loaded) => (module.current = loaded),
        (error: unknown) => {
          // A failed download (offline, a new release): the next call asks again.
          promise = undefined
          throw error
        },
      )
      return promise
    },
  }
  return module
}

/** The shared schemas of stored progress (src/shared/schemas/progress.ts). */
export const progressSchemas = deferModule(() => import('#shared/schemas/progress'))

/** The shared schemas of a DISC result (src/shared/schemas/assessment.ts): the result this browser keeps. */
export const assessmentSchemas = deferModule(() => import('#shared/schemas/assessment'))

/**
 * The shared schemas of the feedback calls (src/shared/schemas/feedback.ts): their answers are
 * parsed with them, and the giver's details step checks its fields with them.
 */
export const feedbackSchemas = deferModule(() => import('#shared/schemas/feedback'))
