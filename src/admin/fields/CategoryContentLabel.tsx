'use client'
import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { TextFieldLabelClientComponent } from 'payload'
import { PRODUCT_CATEGORIES } from '@/lib/submissions/options'
import { CONTENT_LABELS } from '@/lib/submissions/schema'

type ContentField = keyof typeof CONTENT_LABELS
const isContentField = (name: string): name is ContentField => name in CONTENT_LABELS
const isCategory = (value: unknown): value is (typeof PRODUCT_CATEGORIES)[number] =>
  typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value)

/**
 * Label of a submission's THC/CBD figure in Payload's edit view: it follows the chosen category as on
 * the public form ("Terpene Percentage" for a flower's cbdContent), instead of one label for all three.
 */
export const CategoryContentLabel: TextFieldLabelClientComponent = ({ field, path, required }) => {
  const category = useFormFields(([fields]) => fields.category?.value)
  const name = field?.name ?? ''
  const label = isContentField(name) && isCategory(category) ? CONTENT_LABELS[name][category] : field?.label
  return <FieldLabel label={label} path={path} required={required ?? field?.required} />
}
