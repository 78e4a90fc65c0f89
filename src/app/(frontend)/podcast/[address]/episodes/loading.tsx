import { EpisodesLoading } from '@/components/podcast/EpisodesLoading'

export default EpisodesLoading
