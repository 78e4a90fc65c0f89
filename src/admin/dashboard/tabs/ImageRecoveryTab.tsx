import { ImageRecovery } from '@/admin/image-recovery/ImageRecovery'

/** Tab 8: status panel, bulk image uploader and the smart-match review. */
export const ImageRecoveryTab = () => <ImageRecovery />
