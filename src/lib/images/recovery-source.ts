/** The `source` query value of the image recovery tab's Apply Match, so its edit is logged as image recovery. */
export const IMAGE_RECOVERY_SOURCE = 'image-recovery'
