/** The union of both lists of types the contract gives (docs/decisions.md#changelog-types). */
export const CHANGELOG_TYPES = ['feature', 'improvement', 'fix', 'breaking', 'announcement'] as const
