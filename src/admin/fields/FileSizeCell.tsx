'use client'
import type { DefaultCellComponentProps } from 'payload'
import { formatFilesize } from 'payload/shared'

/** The Media list's size column in kB/MB instead of a raw byte count. */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatFilesize(cellData) : ''}</span>
}
