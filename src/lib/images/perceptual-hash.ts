import sharp from 'sharp'

/**
 * A 64-bit difference hash (dHash) of a picture, as 16 hex digits: the image reduced to 9×8 grey
 * pixels, one bit per pair of horizontal neighbours (is the left one brighter?). Re-encoding, resizing,
 * light compression or a small colour shift leave most bits alone, so two copies of one photo are a
 * few bits apart while different photos are about half the bits (32) apart.
 */
export async function perceptualHash(input: Buffer): Promise<string> {
  // `fit: 'fill'` ignores the aspect ratio: the hash compares layouts, and a crop-free resize keeps it stable.
  const pixels = await sharp(input, { failOn: 'none' }).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer()
  let hash = 0n
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column] ?? 0
      const right = pixels[row * 9 + column + 1] ?? 0
      hash = (hash << 1n) | (left > right ? 1n : 0n)
    }
  }
  return hash.toString(16).padStart(16, '0')
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`)
  let count = 0
  while (diff > 0n) {
    count += Number(diff & 1n)
    diff >>= 1n
  }
  return count
}

/** Two pictures at most this many bits apart are taken for the same photo. */
export const SAME_PHOTO_MAX_DISTANCE = 6
