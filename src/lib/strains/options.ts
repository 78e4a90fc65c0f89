export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid'] as const

export const GENETICS = STRAIN_TYPES

export const GROWING_DIFFICULTIES = ['easy', 'medium', 'hard'] as const

export const DEFAULT_STRAIN_ARCHIVE_CTA = '/live-stash'
