/** Shown instead of the submitter's name when displayName is false. */
export const ANONYMOUS_NAME = 'Anonymous'

/** Staff see the real name with this mark where the public sees ANONYMOUS_NAME (docs/decisions.md#submitter-privacy). */
export const HIDDEN_NAME_LABEL = 'Hidden from public'

/** Default contributor of bulk-imported rows (docs/decisions.md#bulk-import). */
export const DEFAULT_CONTRIBUTOR_NAME = 'The Headstash Archive'
