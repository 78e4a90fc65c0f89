'use client'

import { EpisodesError } from '@/components/podcast/EpisodesError'

export default EpisodesError
