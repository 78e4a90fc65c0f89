/** design.md decision 5: the union of both readings of the spec. */
export const CHANGELOG_TYPES = ['feature', 'improvement', 'fix', 'breaking', 'announcement'] as const
