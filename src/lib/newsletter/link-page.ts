/** Props of a page an e-mailed link opens (?token=…). */
export interface TokenPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The link's token, or '' when the address has none. */
export async function tokenOf(searchParams: TokenPageProps['searchParams']): Promise<string> {
  const token = (await searchParams).token
  return typeof token === 'string' ? token : ''
}
