export const EMBEDDED_DATABASE: string
export function openDatabase(root: string): Promise<{ url: string; close(): Promise<void> }>
