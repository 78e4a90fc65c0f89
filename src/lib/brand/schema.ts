import { z } from '@/lib/forms/zod'
import { optionalText, requiredText } from '@/lib/forms/fields'

export const BRAND_MESSAGES = {
  brandKey: 'Key is required',
  brandValue: 'Give an image file or a URL',
} as const

export const brandSettingSchema = z.object({
  key: requiredText(BRAND_MESSAGES.brandKey, 100).pipe(
    z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'Key may contain only letters, digits, dots, hyphens and underscores'),
  ),
  description: optionalText(300),
  value: optionalText(2048),
})
