import { z } from '@/lib/forms/zod'
import { brandSettingSchema } from '@/lib/brand/schema'
import { isRecord } from '@/lib/forms/fields'

export interface BrandSettingFormValues {
  key: string
  description: string
  value: string
}

export const brandSettingFormSchema = z
  .custom<BrandSettingFormValues>(isRecord)
  .transform((values): z.input<typeof brandSettingSchema> => values)
  .pipe(brandSettingSchema)
