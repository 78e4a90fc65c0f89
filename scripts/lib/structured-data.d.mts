export function validateStructuredData(html: string): Promise<{ types: string[]; errors: string[]; warnings: string[] }>
