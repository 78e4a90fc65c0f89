'use client'
import type { DefaultCellComponentProps } from 'payload'
import { diffLines } from './diff'

/** The audit list's Changes column: the names of the changed fields, not their JSON. */
export function DiffCell({ cellData }: DefaultCellComponentProps) {
  return (
    <span>
      {diffLines(cellData)
        .map((line) => line.field)
        .join(', ')}
    </span>
  )
}
